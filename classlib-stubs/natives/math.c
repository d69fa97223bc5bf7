/*
 * Natives of java.math.BigInteger: the inner loops of magnitude
 * multiplication and division, which dominate big-number programs and run
 * many times faster compiled than interpreted. Magnitudes are int[] words,
 * least significant first (see BigInteger.java); the Java side allocates
 * every array and these only fill them in.
 */
#include <stdint.h>
#include <string.h>

#include "interp/interp.h"
#include "vm/exceptions.h"
#include "vm/native.h"
#include "vm/object.h"

#define NATIVE(name) static void name(Thread *t, Slot *a, Slot *ret)

/* The arrays come from BigInteger itself; a mismatch is a library bug, reported
 * as an exception rather than a memory error. */
static int check_arrays(Thread *t, Object *x, Object *y, Object *z)
{
    if (!x || !y || !z) {
        exc_throw(t, "java/lang/NullPointerException", NULL);
        return 0;
    }
    return 1;
}

static void bad_lengths(Thread *t) { exc_throw(t, "java/lang/IllegalArgumentException", "magnitude lengths"); }

/* r = a * b (schoolbook); r has room for both lengths and is all zero. */
NATIVE(bigint_mul0)
{
    (void)ret;
    Object *ao = a[0].l, *bo = a[1].l, *ro = a[2].l;
    if (!check_arrays(t, ao, bo, ro))
        return;
    int32_t la = ARRAY_LENGTH(ao), lb = ARRAY_LENGTH(bo);
    if ((int64_t)la + lb > ARRAY_LENGTH(ro)) {
        bad_lengths(t);
        return;
    }
    const uint32_t *x = ARRAY_DATA(ao, uint32_t), *y = ARRAY_DATA(bo, uint32_t);
    uint32_t *r = ARRAY_DATA(ro, uint32_t);
    for (int32_t j = 0; j < lb; j++) {
        uint64_t yj = y[j], carry = 0;
        if (yj == 0)
            continue;
        for (int32_t i = 0; i < la; i++) {
            uint64_t p = (uint64_t)x[i] * yj + r[i + j] + carry;
            r[i + j] = (uint32_t)p;
            carry = p >> 32;
        }
        r[j + la] = (uint32_t)carry;
    }
}

/* q = a / d for a one-word divisor d != 0; returns the remainder. q is as long as a. */
NATIVE(bigint_div_word0)
{
    Object *ao = a[0].l, *qo = a[2].l;
    uint64_t d = (uint32_t)a[1].i;
    if (!check_arrays(t, ao, qo, qo))
        return;
    int32_t n = ARRAY_LENGTH(ao);
    if (d == 0 || ARRAY_LENGTH(qo) < n) {
        bad_lengths(t);
        return;
    }
    const uint32_t *x = ARRAY_DATA(ao, uint32_t);
    uint32_t *q = ARRAY_DATA(qo, uint32_t);
    uint64_t rem = 0;
    for (int32_t i = n - 1; i >= 0; i--) {
        uint64_t cur = (rem << 32) | x[i];
        q[i] = (uint32_t)(cur / d);
        rem = cur % d;
    }
    ret->i = (int32_t)rem;
}

/*
 * Knuth's algorithm D on normalized operands: u has m+n+1 words, v has n >= 2
 * words with its top bit set, q gets m+1 words. The remainder is left in the
 * low n words of u (still shifted by the normalization).
 */
NATIVE(bigint_div_knuth0)
{
    (void)ret;
    Object *uo = a[0].l, *vo = a[1].l, *qo = a[2].l;
    if (!check_arrays(t, uo, vo, qo))
        return;
    int32_t n = ARRAY_LENGTH(vo), m = ARRAY_LENGTH(qo) - 1;
    uint32_t *u = ARRAY_DATA(uo, uint32_t), *q = ARRAY_DATA(qo, uint32_t);
    const uint32_t *v = ARRAY_DATA(vo, uint32_t);
    if (n < 2 || m < 0 || ARRAY_LENGTH(uo) != m + n + 1 || !(v[n - 1] & 0x80000000u)) {
        bad_lengths(t);
        return;
    }
    uint64_t vtop = v[n - 1], vnext = v[n - 2];
    for (int32_t j = m; j >= 0; j--) {
        uint64_t num = ((uint64_t)u[j + n] << 32) | u[j + n - 1];
        uint64_t qhat = num / vtop, rhat = num % vtop;
        while (qhat > 0xffffffffu || qhat * vnext > ((rhat << 32) | u[j + n - 2])) {
            qhat--;
            rhat += vtop;
            if (rhat > 0xffffffffu)
                break;
        }
        /* u[j..j+n] -= qhat * v */
        uint64_t carry = 0;
        int64_t borrow = 0;
        for (int32_t i = 0; i < n; i++) {
            uint64_t p = qhat * v[i] + carry;
            carry = p >> 32;
            int64_t s = (int64_t)u[i + j] - (int64_t)(uint32_t)p - borrow;
            u[i + j] = (uint32_t)s;
            borrow = s < 0;
        }
        int64_t s = (int64_t)u[j + n] - (int64_t)carry - borrow;
        u[j + n] = (uint32_t)s;
        if (s < 0) {
            /* qhat was one too large: add v back */
            qhat--;
            uint64_t c = 0;
            for (int32_t i = 0; i < n; i++) {
                uint64_t sum = (uint64_t)u[i + j] + v[i] + c;
                u[i + j] = (uint32_t)sum;
                c = sum >> 32;
            }
            u[j + n] += (uint32_t)c;
        }
        q[j] = (uint32_t)qhat;
    }
}

static const VmNativeDef math_natives[] = {
    { "java/math/BigInteger", "mul0", "([I[I[I)V", bigint_mul0 },
    { "java/math/BigInteger", "divWord0", "([II[I)I", bigint_div_word0 },
    { "java/math/BigInteger", "divKnuth0", "([I[I[I)V", bigint_div_knuth0 },
    { NULL, NULL, NULL, NULL }
};

void classlib_register_math_natives(void);

void classlib_register_math_natives(void)
{
    nat_register_table(math_natives);
}
