/*
 * A small class-file rewriter for the HPROF agent: it knows class files
 * (JVMS chapter 4) and nothing of the VM or JVMTI. Given a class file it
 * returns a new one whose methods call static methods of a tracker class:
 *
 *   calls:  Tracker.CallSite(int cnum, int mnum) at the entry of every method
 *           with code and Tracker.ReturnSite(int cnum, int mnum) before each
 *           of its return instructions;
 *   allocs: Tracker.ObjectInit(Object) at the entry of java/lang/Object.<init>,
 *           and after every newarray, anewarray and multianewarray
 *           "dup; invokestatic Tracker.NewArray(Object)".
 *
 * cnum is the caller's number for the class; mnum is the method's index in
 * the class file's methods table. docs/hprof.md lists what is left alone.
 */
#ifndef AGENTVM_HPROF_CRW_H
#define AGENTVM_HPROF_CRW_H

#include <stddef.h>

typedef struct {
    const char *tracker;   /* internal name, e.g. "agentvm/hprof/Tracker" */
    int cnum;
    int calls;             /* CallSite / ReturnSite */
    int allocs;            /* ObjectInit / NewArray */
} CrwOptions;

/* Rewrites `in`. Returns 1 and a malloc'ed class file in *out / *out_len
 * when at least one method was instrumented; 0 when the class is left as it
 * is (the tracker itself, nothing to do, or input it cannot read: malformed
 * input is never an error, it is just not instrumented). *methods, when not
 * NULL, receives the number of methods the class declares. */
int crw_instrument(const unsigned char *in, size_t len, const CrwOptions *o, unsigned char **out, size_t *out_len,
                   int *methods);

/* The class's internal name into buf (NUL-terminated), 0 on success. */
int crw_class_name(const unsigned char *in, size_t len, char *buf, size_t n);

/* The tracker class `name` (internal form) as a class file, malloc'ed: the
 * public static natives CallSite(II)V, ReturnSite(II)V,
 * ObjectInit(Ljava/lang/Object;)V and NewArray(Ljava/lang/Object;)V, and
 * nothing else. 0 on success. */
int crw_tracker_class(const char *name, unsigned char **out, size_t *out_len);

#endif
