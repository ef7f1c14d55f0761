# Errors of the front ends that are library errors (census runs, pictures, the server, Python).

## Python's pattern lab (grundy.pattern)

error-python-pattern-source = give the game one way: an expression (grundy.pattern("kayles(n)")), rules= (a Rhai script) or moves= (a Python function)
error-python-pattern-arity = moves must take one number (moves(n), a heap game) or two (moves(a, b)), not { $count }; or say which with dimension=1 or dimension=2
error-python-pattern-time = the moves function ran out of its { $ms } ms at position { $position } (raise time_ms= if it is only slow)
error-python-pattern-not-callable = moves must be a function: def moves(n) for a heap game, def moves(a, b) for two numbers
error-python-pattern-stopped = the moves function raised an exception; the table stops there
