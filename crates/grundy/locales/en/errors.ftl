# The library's errors: one line that says what was wrong and what is accepted. The kind and
# the data of an error (limit, column, value) never change with the language; this prose does.

## Every error

# Text that reads the same in every language (another program's message, a quoted input).
error-text = { $text }
error-at-column = at column { $column }: { $message }
error-context = { $context }: { $message }

## Numbers

error-invalid-number = invalid { $what } '{ $text }': expected a non-negative integer written in decimal digits 0-9 (any number of digits)
error-beyond-word = { $what } { $value } is too large here: expected a number below 2^64
