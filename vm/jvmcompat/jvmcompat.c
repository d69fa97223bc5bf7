/*
 * A compatibility libjvm.so (soname libjvm.so, version node
 * SUNWprivate_1.1) so that the JDK's own libjdwp.so can be loaded into
 * agentvm without touching the JDK's files.
 *
 * libjdwp.so NEEDs libjava.so, and libjava.so NEEDs an object with soname
 * libjvm.so defining the JVM_* and jio_* functions it imports, each bound
 * to the version SUNWprivate_1.1. libjdwp itself calls none of them: it
 * talks to the VM only through JNI and JVMTI, and libjava's own functions
 * are never called either (agentvm's class library has its own natives).
 * The VM loads this library before the first agent (vm/agent.c), so the
 * dynamic linker finds the soname already loaded and binds libjava.so's
 * imports here. Every entry point but two (JVM_IsStaticallyLinked, which
 * JDK 25's libjdwp.so calls, and AsyncGetCallTrace) is a stub that reports its name and aborts:
 * reaching one means some code believed it runs on HotSpot.
 * See docs/debugging.md.
 */
#include <stdio.h>
#include <stdlib.h>

__attribute__((noreturn)) static void not_hotspot(const char *name)
{
    fprintf(stderr,
            "agentvm: %s was called: the compatibility libjvm.so only lets the JDK's libjava.so be loaded, "
            "its HotSpot entry points are not implemented\n",
            name);
    fflush(stderr);
    abort();
}

/* JDK 25's libjdwp.so asks this itself, to decide whether to look for its
 * transport library as a shared object: agentvm hosts the JDK's shared
 * libraries, so the answer is false. */
__attribute__((visibility("default"))) unsigned char JVM_IsStaticallyLinked(void);
unsigned char JVM_IsStaticallyLinked(void) { return 0; }

/* Sampling profilers find AsyncGetCallTrace with dlsym in "libjvm.so",
 * which is this library once the VM has loaded it: it forwards to the
 * VM's own (vm/asgct.c), bound when the VM loads it. */
typedef void (*AsgctFn)(void *trace, int depth, void *ucontext);
static AsgctFn asgct;

__attribute__((visibility("default"))) void agentvm_compat_bind_asgct(AsgctFn fn);
void agentvm_compat_bind_asgct(AsgctFn fn) { asgct = fn; }

__attribute__((visibility("default"))) void AsyncGetCallTrace(void *trace, int depth, void *ucontext);
void AsyncGetCallTrace(void *trace, int depth, void *ucontext)
{
    if (asgct)
        asgct(trace, depth, ucontext);
}

#define JVMCOMPAT_SYM(name) \
    __attribute__((visibility("default"))) void name(void); \
    void name(void) { not_hotspot(#name); }
#include "vm/jvmcompat/symbols.def"
#undef JVMCOMPAT_SYM
