// A C target needs one source file; the module map in include/ is what this target is for.
int screenlab_apple_submodules_placeholder(void) { return 0; }
