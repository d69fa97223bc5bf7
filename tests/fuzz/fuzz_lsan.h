/*
 * For the harnesses that run a VM: LeakSanitizer must scan the Java heap
 * (a mapping it does not look into), since some native records are
 * referenced only from objects. Keep the heap small (-Xmx64m): the whole
 * reserved range is scanned at each leak check.
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
#ifdef FUZZ_HAVE_LSAN
#include <sanitizer/lsan_interface.h>
#endif

static inline void fuzz_lsan_scan_heap(void)
{
#ifdef FUZZ_HAVE_LSAN
    void *base;
    size_t size;
    heap_region(&base, &size);
    __lsan_register_root_region(base, size);
#endif
}

#endif
