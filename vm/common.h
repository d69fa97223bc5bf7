/*
 * Small macros shared by every module. Nothing here declares a module's
 * interface: each module has its own header.
 */
#ifndef AGENTVM_COMMON_H
#define AGENTVM_COMMON_H

#include <stdint.h>

#define likely(x)   __builtin_expect(!!(x), 1)
#define unlikely(x) __builtin_expect(!!(x), 0)

/* Fallible functions: the caller must look at the result. */
#define AVM_NODISCARD __attribute__((warn_unused_result))
#define AVM_NOINLINE __attribute__((noinline))
#define AVM_NORETURN __attribute__((noreturn))
#define AVM_PRINTF(f, a) __attribute__((format(printf, f, a)))

/* Symbols of libagentvm.so: only what is marked AVM_EXPORT is visible. */
#define AVM_EXPORT __attribute__((visibility("default")))

/* Discard a fallible result whose failure is already a pending exception. */
#define AVM_IGNORE(expr) do { if (expr) {} } while (0)

#define AVM_ARRAY_LEN(a) (sizeof(a) / sizeof((a)[0]))
#define AVM_ALIGN_UP(x, a) (((x) + ((a) - 1)) & ~((uintptr_t)(a) - 1))

#endif
