/*
 * Lambda classes: what LambdaMetafactory spins, made by the VM.
 *
 * For each linked lambda call site the VM writes a small class file (a
 * final class implementing the functional interface and its marker
 * interfaces, a private final field per captured value, a private
 * constructor taking them, the interface method and its bridges, and
 * writeReplace for serializable lambdas) and defines it as a hidden class of
 * the caller's loader, package and nest. See docs/lambdas.md.
 */
#ifndef AGENTVM_LAMBDA_H
#define AGENTVM_LAMBDA_H

#include <stddef.h>
#include <stdint.h>

#include "vm/class.h"

struct Thread;

/* Method handle kinds (JVMS 4.4.8). */
enum {
    REF_getField = 1, REF_getStatic, REF_putField, REF_putStatic,
    REF_invokeVirtual, REF_invokeStatic, REF_invokeSpecial, REF_newInvokeSpecial,
    REF_invokeInterface
};

typedef struct LambdaSpec {
    Class *caller;                /* the class holding the invokedynamic */
    const char *factory_desc;     /* the call site's type: (captured...)Iface */
    const char *sam_name;         /* interface method name */
    const char *sam_desc;         /* its erased descriptor */
    const char *inst_desc;        /* instantiated method type */
    uint8_t impl_kind;            /* REF_invoke* / REF_newInvokeSpecial */
    uint8_t impl_is_interface;    /* the handle names an InterfaceMethodref */
    uint8_t impl_is_private;      /* the implementation method is private */
    const char *impl_class, *impl_name, *impl_desc;
    const char *const *markers;   /* extra interfaces (internal names) */
    uint16_t marker_count;
    const char *const *bridges;   /* extra descriptors of the interface method */
    uint16_t bridge_count;
    uint8_t serializable;         /* FLAG_SERIALIZABLE: add writeReplace */
} LambdaSpec;

/* Spin and define the lambda class of one call site, linked and
 * initialized. NULL with a pending exception (LambdaConversionException
 * wrapped by the caller, or OutOfMemoryError). */
Class *lambda_define(struct Thread *t, const LambdaSpec *spec) AVM_NODISCARD;

/* The class file bytes of a lambda class named `name` (malloc'd), or NULL
 * when the descriptors cannot be adapted (*why says why). */
uint8_t *lambda_spin(const LambdaSpec *spec, const char *name, size_t *len, const char **why);

/* The class file of a java.lang.reflect.Proxy class `name` (public when
 * is_public: all its interfaces are) implementing the interfaces (internal
 * names): a public constructor taking the
 * InvocationHandler and, for each method i (methods[2i] its name,
 * methods[2i+1] its descriptor), a public final method that boxes its
 * arguments and calls Proxy.dispatch(this, i, args). malloc'd, or NULL for
 * a malformed descriptor or no memory. */
uint8_t *proxy_spin(const char *name, int is_public, const char *const *interfaces, uint16_t interface_count,
                    const char *const *methods, uint16_t method_count, size_t *len);

#endif
