/* The library needsdep.c links; it is built into a folder the loader never searches. */
int cw_fixture_missing_dependency(void) { return 5; }
