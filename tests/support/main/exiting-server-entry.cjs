// A server process that ends at once, by itself, with code 0.
process.exit(0);
