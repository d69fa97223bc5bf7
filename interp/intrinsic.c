/*
 * Interpreter intrinsics.
 *
 * HotSpot's interpreter runs eleven java.lang.Math methods through entries
 * of its own instead of their bytecode: sin, cos, tan, abs(double), sqrt,
 * log, log10, pow, exp and the two fma. Such a call has no Java frame, so a
 * JVMTI agent sees no MethodEntry or MethodExit for it (nor for whatever
 * the method's Java code would have called), a single step does not stop
 * in it, and a debugger's breakpoint there is never reached. An agent
 * counting calls gets the same counts on agentvm only if agentvm does the
 * same: the `mathevents` agent test compares the events with JDK 17's.
 *
 * The list is what JDK 17 does, found by running an agent that logs method
 * entries on it: Math.abs(int), Math.floor, StrictMath.sqrt and the rest of
 * Math are ordinary calls there, with events. The results are those the
 * class library's Math methods compute (they call StrictMath's natives,
 * classlib-stubs/natives/lang.c), except fma(float), which is rounded once
 * as the specification says.
 */
#include "interp/intrinsic.h"

#include <math.h>
#include <string.h>

static const struct {
    const char *name, *desc;
    uint8_t id;
} math_intrinsics[] = {
    { "sin", "(D)D", INTR_SIN },    { "cos", "(D)D", INTR_COS },     { "tan", "(D)D", INTR_TAN },
    { "abs", "(D)D", INTR_ABS },    { "sqrt", "(D)D", INTR_SQRT },   { "log", "(D)D", INTR_LOG },
    { "log10", "(D)D", INTR_LOG10 }, { "pow", "(DD)D", INTR_POW },   { "exp", "(D)D", INTR_EXP },
    { "fma", "(DDD)D", INTR_FMA },  { "fma", "(FFF)F", INTR_FMAF },
};

uint8_t intr_lookup(const char *cls, const char *name, const char *desc, int boot)
{
    if (!boot || strcmp(cls, "java/lang/Math") != 0)
        return INTR_NONE;
    for (size_t i = 0; i < sizeof math_intrinsics / sizeof math_intrinsics[0]; i++)
        if (strcmp(name, math_intrinsics[i].name) == 0 && strcmp(desc, math_intrinsics[i].desc) == 0)
            return math_intrinsics[i].id;
    return INTR_NONE;
}

double intr_java_pow(double x, double y)
{
    /* Java's pow differs from C's only where C leaves a choice: pow(x, NaN)
     * and pow(1, NaN) are NaN in Java, and so is pow(+-1, +-infinity). */
    if (isnan(y) || (isnan(x) && y != 0.0))
        return NAN;
    if (fabs(x) == 1.0 && isinf(y))
        return NAN;
    return pow(x, y);
}

void intr_run(uint8_t id, const Slot *a, Slot *result)
{
    double d;
    switch (id) {
    case INTR_SIN: d = sin(a[0].d); break;
    case INTR_COS: d = cos(a[0].d); break;
    case INTR_TAN: d = tan(a[0].d); break;
    case INTR_ABS: d = fabs(a[0].d); break;
    case INTR_SQRT: d = sqrt(a[0].d); break;
    case INTR_LOG: d = log(a[0].d); break;
    case INTR_LOG10: d = log10(a[0].d); break;
    case INTR_POW: d = intr_java_pow(a[0].d, a[2].d); break;
    case INTR_EXP: d = exp(a[0].d); break;
    case INTR_FMA: d = fma(a[0].d, a[2].d, a[4].d); break;
    case INTR_FMAF:
        result->raw = 0;
        result->f = fmaf(a[0].f, a[1].f, a[2].f);
        return;
    default: d = NAN; break;
    }
    result->d = d;
}
