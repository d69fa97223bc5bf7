/*
 * Interpreter intrinsics (interp/intrinsic.c): the java.lang.Math methods
 * that HotSpot's interpreter runs as built-in entries rather than as Java
 * code, and agentvm likewise.
 */
#ifndef AGENTVM_INTERP_INTRINSIC_H
#define AGENTVM_INTERP_INTRINSIC_H

#include <stdint.h>

#include "vm/object.h"

enum {
    INTR_NONE,
    INTR_SIN, INTR_COS, INTR_TAN, INTR_ABS, INTR_SQRT, INTR_LOG, INTR_LOG10,
    INTR_POW, INTR_EXP, INTR_FMA, INTR_FMAF,
};

/* The intrinsic that method name/desc of class cls is, or INTR_NONE. Only
 * classes of the bootstrap loader have intrinsics. */
uint8_t intr_lookup(const char *cls, const char *name, const char *desc, int boot);
/* Computes intrinsic id from its argument slots into *result (canonical
 * slot form). */
void intr_run(uint8_t id, const Slot *args, Slot *result);
/* Math.pow and StrictMath.pow: C's pow where Java's rules agree. */
double intr_java_pow(double x, double y);

#endif
