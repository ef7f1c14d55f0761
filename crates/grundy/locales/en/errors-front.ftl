# Errors of the front ends that are library errors (census runs, pictures, the server, Python).
