/*
 * For the harnesses that run a VM: LeakSanitizer must scan the Java heap
 * (a mapping it does not look into), since some native records are
 * referenced only from objects. Scanning costs in proportion to the range
 * registered, and a leak check follows every input that allocated more
 * than it freed, so the harness registers only the part of the reserved
 * range in use, [base, top), plus room for what other threads may
 * allocate before the check: fuzz_lsan_scan_heap() after each input.
 *
 * libFuzzer's own check after an input stops for the rest of the run once
 * a thousand inputs kept memory without leaking it ("disabled leak
 * detection after every mutation"), and every input that defines a class
 * keeps it (classes are not unloaded). So the harness checks too, every
 * AGENTVM_FUZZ_LEAK_EVERY inputs (default 5000): a leak ends the run
 * there, with the input at hand saved though the leak may come from any
 * input since the last check. LeakSanitizer checks once more at exit.
 */
#ifndef FUZZ_LSAN_H
#define FUZZ_LSAN_H

#include "vm/heap.h"

#if defined(__SANITIZE_ADDRESS__)
#define FUZZ_HAVE_LSAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define FUZZ_HAVE_LSAN 1
#endif
#endif
#include <stdio.h>
#include <stdlib.h>
#ifdef FUZZ_HAVE_LSAN
#include <sanitizer/lsan_interface.h>
#endif

static inline void fuzz_lsan_scan_heap(void)
{
#ifdef FUZZ_HAVE_LSAN
    enum { STEP = 1 << 20 };   /* granularity, and the room above top */
    static void *registered_base;
    static size_t registered_size;
    void *base;
    size_t max;
    heap_region(&base, &max);
    size_t want = (heap_used_extent() / STEP + 2) * (size_t)STEP;
    if (want > max)
        want = max;
    if (want == registered_size)
        return;
    if (registered_size)
        __lsan_unregister_root_region(registered_base, registered_size);
    __lsan_register_root_region(base, want);
    registered_base = base;
    registered_size = want;
#endif
}

static inline void fuzz_lsan_check_now_and_then(void)
{
#ifdef FUZZ_HAVE_LSAN
    static long every, count;
    if (!every) {
        const char *e = getenv("AGENTVM_FUZZ_LEAK_EVERY");
        every = e && atol(e) > 0 ? atol(e) : 5000;
    }
    if (++count % every)
        return;
    if (__lsan_do_recoverable_leak_check()) {
        fprintf(stderr, "fuzz: a leak among the last %ld inputs\n", every);
        abort();
    }
#endif
}

#endif
