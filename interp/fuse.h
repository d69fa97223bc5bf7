/*
 * Superinstructions (interp/fuse.c): frequent instruction pairs of a
 * method's code rewritten into one internal opcode.
 */
#ifndef AGENTVM_INTERP_FUSE_H
#define AGENTVM_INTERP_FUSE_H

#include "vm/class.h"

/* Banks of superinstructions (Method.bank): 0, every one of
 * interp/opcodes.def; 1, the integer bank (interp/opcodes_int.def); 2, the
 * double bank (interp/opcodes_double.def). */
enum { FUSE_BANKS = 3 };

/* Rewrites m's frequent pairs; called when its class is linked and when
 * redefinition gives it new code, before any thread runs that code. */
void interp_fuse(Method *m);
/* Puts back the class-file opcode of every pair of m (before a breakpoint
 * is set in it). */
void interp_unfuse(Method *m);
/* -XX:[+-]RewriteFrequentPairs (on by default). */
void interp_set_fuse(int on);

#endif
