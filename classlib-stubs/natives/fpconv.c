/*
 * Java floating-point text conversion.
 *
 * Output. Java SE 17 does not print the shortest decimal that reads back as
 * the same value; it prints what its digit generator produces, and programs
 * (and test suites comparing output with the reference JVM) see those digits.
 * The generator is observable as these rules, which this file reproduces:
 *
 *  - Integral values below 2^63 are printed from their exact integer value;
 *    when the value has more significant bits than the format holds, the
 *    lowest floor(k * log10(2)) decimal digits are rounded off (half up),
 *    k being the number of binary places beyond the format's precision
 *    minus one. This keeps e.g. 2^62 at 17 digits, 4.6116860184273879E18.
 *  - Other values run a Steele & White style digit loop on the exact
 *    ratio value / 10^k, where k is an estimate of floor(log10(value))
 *    from a fixed linear formula (a leading zero digit is dropped when the
 *    estimate is one too high). The loop stops when the remainder is
 *    within half an ulp of either neighbouring digit string: strictly
 *    within, except that the big-integer variant also stops when the upper
 *    bound is met exactly, so its text can read back as the next value up.
 *    For powers of two the half-ulp is halved on both sides. In scientific
 *    notation at least two digits are produced. The last digit is rounded
 *    up when the upper end stopped the loop, ties going to an even digit.
 *  - When the numbers in that loop fit in 32 or 64 bits the reference
 *    computes them in Java int or long arithmetic, which can wrap around.
 *    The wrap is part of the observable behaviour, so those paths are
 *    emulated with the same widths and the same size tests.
 *
 * Input. Parsing is correctly rounded: the decimal significand (at most
 * PARSE_MAX_DIGITS digits plus a sticky digit) is converted exactly with
 * big integers into a 64-bit significand, a binary exponent and a sticky
 * bit, and one routine rounds that to double or float.
 */
#include "fpconv.h"

#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

/* ------------------------------------------------------------------ */
/* Big natural numbers                                                 */
/* ------------------------------------------------------------------ */

/*
 * Enough for the largest operand: a parsed decimal of PARSE_MAX_DIGITS
 * digits scaled by 10^1150 and 2^130 stays below 2^6600.
 */
#define BIG_WORDS 210

typedef struct {
    int n; /* used words; w[n - 1] != 0 unless n == 0 */
    uint32_t w[BIG_WORDS];
} Big;

static void big_trim(Big *a)
{
    while (a->n > 0 && a->w[a->n - 1] == 0)
        a->n--;
}

static void big_set_u64(Big *a, uint64_t v)
{
    a->w[0] = (uint32_t)v;
    a->w[1] = (uint32_t)(v >> 32);
    a->n = 2;
    big_trim(a);
}

static void big_mul_add_small(Big *a, uint32_t m, uint32_t add)
{
    uint64_t carry = add;
    for (int i = 0; i < a->n; i++) {
        uint64_t t = (uint64_t)a->w[i] * m + carry;
        a->w[i] = (uint32_t)t;
        carry = t >> 32;
    }
    if (carry != 0 && a->n < BIG_WORDS)
        a->w[a->n++] = (uint32_t)carry;
}

static void big_mul_pow5(Big *a, int e)
{
    /* 5^13 is the largest power of five below 2^32. */
    for (; e >= 13; e -= 13)
        big_mul_add_small(a, 1220703125u, 0);
    uint32_t m = 1;
    while (e-- > 0)
        m *= 5;
    big_mul_add_small(a, m, 0);
}

static void big_shl(Big *a, int s)
{
    if (a->n == 0 || s <= 0)
        return;
    int words = s / 32, bits = s % 32;
    int n = a->n + words + 1;
    if (n > BIG_WORDS)
        n = BIG_WORDS;
    for (int i = n - 1; i >= 0; i--) {
        int src = i - words;
        uint32_t hi = src >= 0 && src < a->n ? a->w[src] : 0;
        uint32_t lo = src - 1 >= 0 && src - 1 < a->n ? a->w[src - 1] : 0;
        a->w[i] = bits ? (hi << bits) | (lo >> (32 - bits)) : hi;
    }
    a->n = n;
    big_trim(a);
}

static void big_shr1(Big *a)
{
    for (int i = 0; i < a->n; i++) {
        uint32_t next = i + 1 < a->n ? a->w[i + 1] : 0;
        a->w[i] = (a->w[i] >> 1) | (next << 31);
    }
    big_trim(a);
}

static int big_cmp(const Big *a, const Big *b)
{
    if (a->n != b->n)
        return a->n < b->n ? -1 : 1;
    for (int i = a->n - 1; i >= 0; i--)
        if (a->w[i] != b->w[i])
            return a->w[i] < b->w[i] ? -1 : 1;
    return 0;
}

/* a -= b; requires a >= b. */
static void big_sub(Big *a, const Big *b)
{
    uint64_t borrow = 0;
    for (int i = 0; i < a->n; i++) {
        uint64_t t = (uint64_t)a->w[i] - (i < b->n ? b->w[i] : 0) - borrow;
        a->w[i] = (uint32_t)t;
        borrow = (t >> 32) & 1;
    }
    big_trim(a);
}

static void big_add(Big *r, const Big *a, const Big *b)
{
    int n = a->n > b->n ? a->n : b->n;
    uint64_t carry = 0;
    for (int i = 0; i < n; i++) {
        uint64_t t = carry + (i < a->n ? a->w[i] : 0) + (i < b->n ? b->w[i] : 0);
        r->w[i] = (uint32_t)t;
        carry = t >> 32;
    }
    r->n = n;
    if (carry != 0 && n < BIG_WORDS)
        r->w[r->n++] = (uint32_t)carry;
}

static int big_bitlen(const Big *a)
{
    if (a->n == 0)
        return 0;
    return 32 * (a->n - 1) + 32 - __builtin_clz(a->w[a->n - 1]);
}

/* a -= q * b; requires a >= q * b. */
static void big_sub_mul(Big *a, const Big *b, uint32_t q)
{
    uint64_t carry = 0, borrow = 0;
    for (int i = 0; i < a->n; i++) {
        uint64_t p = (i < b->n ? (uint64_t)b->w[i] * q : 0) + carry;
        carry = p >> 32;
        uint64_t t = (uint64_t)a->w[i] - (uint32_t)p - borrow;
        a->w[i] = (uint32_t)t;
        borrow = (t >> 32) & 1;
    }
    big_trim(a);
}

/*
 * Returns floor(a / b) and leaves the remainder in a; the quotient is
 * small. The estimate from the top words never exceeds the quotient, so
 * one subtraction of a multiple and a short correction loop finish it.
 */
static int big_divrem_small(Big *a, const Big *b)
{
    int n = b->n;
    if (a->n < n)
        return 0;
    uint64_t top = a->w[n - 1];
    if (a->n > n)
        top |= (uint64_t)a->w[n] << 32;
    uint32_t q = (uint32_t)(top / ((uint64_t)b->w[n - 1] + 1));
    if (q > 0)
        big_sub_mul(a, b, q);
    while (big_cmp(a, b) >= 0) {
        big_sub(a, b);
        q++;
    }
    return (int)q;
}

/* 5^e5 * 2^e2 * f */
static void big_scaled(Big *a, uint64_t f, int e5, int e2)
{
    big_set_u64(a, f);
    big_mul_pow5(a, e5);
    big_shl(a, e2);
}

/* ------------------------------------------------------------------ */
/* Digit generation (output)                                           */
/* ------------------------------------------------------------------ */

/* Decimal digits: value = 0.d[0]d[1]...d[n-1] * 10^exp10. */
typedef struct {
    char d[64];
    int n;
    int exp10;
} Digits;

/*
 * No loop produces more than 18 digits (the half-ulp grows tenfold per
 * digit); the bound only guards against wrapped arithmetic, and keeps the
 * longest text, "-d." + 19 digits + "E-324", inside FP_TO_STRING_BUF.
 */
#define MAX_GEN_DIGITS 20

/* Bits needed for 5^i as the reference estimates it (3 bits per factor past 5^26). */
static int pow5_bits(int i)
{
    if (i == 0)
        return 0;
    if (i >= 27)
        return i * 3;
    /* floor(i * log2(5)) + 1, exact for i < 27 */
    return (int)(((uint64_t)i * UINT64_C(2321928094887362347)) / UINT64_C(1000000000000000000)) + 1;
}

static uint64_t pow5_u64(int e)
{
    uint64_t r = 1;
    while (e-- > 0)
        r *= 5;
    return r;
}

/* floor(log10(value)) estimate; exact or one too high. */
static int estimate_dec_exp(uint64_t fract53, int bin_exp)
{
    uint64_t bits = 0x3ff0000000000000ULL | (fract53 & 0x000fffffffffffffULL);
    double d2;
    memcpy(&d2, &bits, sizeof d2);
    /* volatile keeps each product rounded on its own, as the reference does. */
    volatile double a = (d2 - 1.5) * 0.289529654;
    volatile double b = (double)bin_exp * 0.301029995663981;
    volatile double sum = a + 0.176091259;
    sum = sum + b;
    return (int)floor(sum);
}

static void digits_roundup(Digits *g)
{
    int i = g->n - 1;
    while (i > 0 && g->d[i] == '9') {
        g->d[i] = '0';
        i--;
    }
    if (g->d[i] == '9') {
        /* Carry out of the first digit: the digits that were 9 stay as zeros. */
        g->d[0] = '1';
        g->exp10++;
        return;
    }
    g->d[i]++;
}

/* The stopping state of a digit loop, for the final rounding decision. */
typedef struct {
    bool low, high;
    int low_digit_diff; /* sign of 2 * remainder - 10 * S */
} LoopEnd;

static void finish_digits(Digits *g, const LoopEnd *e)
{
    if (!e->high)
        return;
    if (!e->low || e->low_digit_diff > 0 ||
        (e->low_digit_diff == 0 && ((g->d[g->n - 1] - '0') & 1)))
        digits_roundup(g);
}

/* Scientific notation needs a second digit: the loop may not stop on the first. */
static bool needs_two_digits(int dec_exp)
{
    return dec_exp < -3 || dec_exp >= 8;
}

typedef struct {
    uint64_t f; /* significand with trailing zero bits removed */
    int b5, b2, s5, s2, m5, m2;
    int dec_exp;
} Scaled;

/* Wraps x to a Java int (bits == 32) or long (bits == 64). */
static int64_t wrap(uint64_t x, int bits)
{
    return bits == 32 ? (int64_t)(int32_t)(uint32_t)x : (int64_t)x;
}

/* The digit loop in Java int or long arithmetic, wrap-around included. */
static void gen_fixed(const Scaled *sc, int bits, Digits *g)
{
    int64_t b = wrap((sc->f * pow5_u64(sc->b5)) << sc->b2, bits);
    int64_t s = wrap(pow5_u64(sc->s5) << sc->s2, bits);
    int64_t m = wrap(pow5_u64(sc->m5) << sc->m2, bits);
    int64_t tens = wrap((uint64_t)s * 10, bits);
    int dec_exp = sc->dec_exp;
    LoopEnd e;

    int64_t q = b / s;
    b = wrap((uint64_t)(b % s) * 10, bits);
    m = wrap((uint64_t)m * 10, bits);
    e.low = b < m;
    e.high = wrap((uint64_t)b + (uint64_t)m, bits) > tens;
    g->n = 0;
    if (q == 0 && !e.high)
        dec_exp--;
    else
        g->d[g->n++] = (char)('0' + q);
    if (needs_two_digits(dec_exp))
        e.low = e.high = false;
    while (!e.low && !e.high && g->n < MAX_GEN_DIGITS) {
        q = b / s;
        b = wrap((uint64_t)(b % s) * 10, bits);
        m = wrap((uint64_t)m * 10, bits);
        if (m > 0) {
            e.low = b < m;
            e.high = wrap((uint64_t)b + (uint64_t)m, bits) > tens;
        } else {
            /* A wrapped m is taken as larger than anything. */
            e.low = e.high = true;
        }
        g->d[g->n++] = (char)('0' + q);
    }
    int64_t diff = wrap(((uint64_t)b << 1) - (uint64_t)tens, bits);
    e.low_digit_diff = diff > 0 ? 1 : diff < 0 ? -1 : 0;
    g->exp10 = dec_exp + 1;
    finish_digits(g, &e);
}

/* The same loop on exact big integers; here the upper test is inclusive. */
static void gen_big(const Scaled *sc, Digits *g)
{
    static __thread Big b, s, m, tens, sum;
    big_scaled(&b, sc->f, sc->b5, sc->b2);
    big_scaled(&s, 1, sc->s5, sc->s2);
    big_scaled(&m, 1, sc->m5, sc->m2);
    tens = s;
    big_mul_add_small(&tens, 10, 0);
    int dec_exp = sc->dec_exp;
    LoopEnd e;

    int q = big_divrem_small(&b, &s);
    big_mul_add_small(&b, 10, 0);
    big_mul_add_small(&m, 10, 0);
    big_add(&sum, &b, &m);
    e.low = big_cmp(&b, &m) < 0;
    e.high = big_cmp(&sum, &tens) >= 0;
    g->n = 0;
    if (q == 0 && !e.high)
        dec_exp--;
    else
        g->d[g->n++] = (char)('0' + q);
    if (needs_two_digits(dec_exp))
        e.low = e.high = false;
    while (!e.low && !e.high && g->n < MAX_GEN_DIGITS) {
        q = big_divrem_small(&b, &s);
        big_mul_add_small(&b, 10, 0);
        big_mul_add_small(&m, 10, 0);
        big_add(&sum, &b, &m);
        e.low = big_cmp(&b, &m) < 0;
        e.high = big_cmp(&sum, &tens) >= 0;
        g->d[g->n++] = (char)('0' + q);
    }
    e.low_digit_diff = 0;
    if (e.low && e.high) {
        big_shl(&b, 1);
        e.low_digit_diff = big_cmp(&b, &tens);
    }
    g->exp10 = dec_exp + 1;
    finish_digits(g, &e);
}

/* Decimal digits of an integral value v, the lowest `drop` of them rounded off. */
static void gen_integer(uint64_t v, int drop, Digits *g)
{
    if (drop > 0) {
        uint64_t p = 1;
        for (int i = 0; i < drop; i++)
            p *= 10;
        uint64_t rem = v % p;
        v /= p;
        if (rem >= p / 2)
            v++;
    }
    char tmp[24];
    int n = 0;
    do {
        tmp[n++] = (char)('0' + v % 10);
        v /= 10;
    } while (v != 0);
    g->exp10 = n + drop;
    int first_nonzero = 0;
    while (first_nonzero < n - 1 && tmp[first_nonzero] == '0')
        first_nonzero++;
    g->n = 0;
    for (int i = n - 1; i >= first_nonzero; i--)
        g->d[g->n++] = tmp[i];
}

/*
 * fract53: significand with its leading bit at bit 52; bin_exp: exponent of
 * that leading bit; nsig: the precision of the value (53 or 24, fewer for
 * subnormals), which sets the half-ulp.
 */
static void gen_digits(uint64_t fract53, int bin_exp, int nsig, Digits *g)
{
    int tail = __builtin_ctzll(fract53);
    int nfract = 53 - tail;
    int ntiny = nfract - bin_exp - 1 > 0 ? nfract - bin_exp - 1 : 0;

    if (ntiny == 0 && bin_exp <= 62) {
        int k = bin_exp - nsig - 1;
        /* floor(k * log10(2)) for 1 < k < 64 */
        int drop = k > 1 && k < 64 ? (int)(((uint64_t)k * UINT64_C(30103)) / UINT64_C(100000)) : 0;
        uint64_t v = bin_exp >= 52 ? fract53 << (bin_exp - 52) : fract53 >> (52 - bin_exp);
        gen_integer(v, drop, g);
        return;
    }

    Scaled sc;
    sc.dec_exp = estimate_dec_exp(fract53, bin_exp);
    sc.b5 = sc.dec_exp < 0 ? -sc.dec_exp : 0;
    sc.b2 = sc.b5 + ntiny + bin_exp;
    sc.s5 = sc.dec_exp > 0 ? sc.dec_exp : 0;
    sc.s2 = sc.s5 + ntiny;
    sc.m5 = sc.b5;
    sc.m2 = sc.b2 - nsig;
    sc.f = fract53 >> tail;
    sc.b2 -= nfract - 1;
    int common = sc.b2 < sc.s2 ? sc.b2 : sc.s2;
    sc.b2 -= common;
    sc.s2 -= common;
    sc.m2 -= common;
    if (nfract == 1)
        sc.m2 -= 1; /* power of two: the neighbour below is half as far */
    if (sc.m2 < 0) {
        sc.b2 -= sc.m2;
        sc.s2 -= sc.m2;
        sc.m2 = 0;
    }
    int b_bits = nfract + sc.b2 + pow5_bits(sc.b5);
    int ten_s_bits = sc.s2 + 1 + pow5_bits(sc.s5 + 1);
    if (b_bits < 32 && ten_s_bits < 32)
        gen_fixed(&sc, 32, g);
    else if (b_bits < 64 && ten_s_bits < 64)
        gen_fixed(&sc, 64, g);
    else
        gen_big(&sc, g);
}

/* ------------------------------------------------------------------ */
/* Formatting                                                          */
/* ------------------------------------------------------------------ */

static size_t put_exponent(char *p, int e)
{
    size_t n = 0;
    if (e < 0) {
        p[n++] = '-';
        e = -e;
    }
    if (e >= 100)
        p[n++] = (char)('0' + e / 100);
    if (e >= 10)
        p[n++] = (char)('0' + e / 10 % 10);
    p[n++] = (char)('0' + e % 10);
    return n;
}

/* Java's layout: plain for 10^-3 <= |v| < 10^7, else d.dddE[-]n; always a digit after '.'. */
static size_t format_digits(const Digits *g, bool negative, char *buf)
{
    char *p = buf;
    if (negative)
        *p++ = '-';
    int e = g->exp10;
    if (e > 0 && e < 8) {
        for (int i = 0; i < e; i++)
            *p++ = i < g->n ? g->d[i] : '0';
        *p++ = '.';
        if (g->n > e) {
            for (int i = e; i < g->n; i++)
                *p++ = g->d[i];
        } else {
            *p++ = '0';
        }
    } else if (e <= 0 && e > -3) {
        *p++ = '0';
        *p++ = '.';
        for (int i = e; i < 0; i++)
            *p++ = '0';
        for (int i = 0; i < g->n; i++)
            *p++ = g->d[i];
    } else {
        *p++ = g->d[0];
        *p++ = '.';
        if (g->n > 1) {
            for (int i = 1; i < g->n; i++)
                *p++ = g->d[i];
        } else {
            *p++ = '0';
        }
        *p++ = 'E';
        p += put_exponent(p, e - 1);
    }
    *p = '\0';
    return (size_t)(p - buf);
}

static size_t special_text(const char *text, char *buf)
{
    size_t n = strlen(text);
    memcpy(buf, text, n + 1);
    return n;
}

size_t fp_double_to_string(double d, char *buf)
{
    uint64_t bits;
    memcpy(&bits, &d, sizeof bits);
    bool negative = bits >> 63;
    int raw_exp = (int)((bits >> 52) & 0x7ff);
    uint64_t fract = bits & 0x000fffffffffffffULL;

    if (raw_exp == 0x7ff)
        return special_text(fract ? "NaN" : negative ? "-Infinity" : "Infinity", buf);
    if (raw_exp == 0 && fract == 0)
        return special_text(negative ? "-0.0" : "0.0", buf);

    int bin_exp, nsig;
    if (raw_exp == 0) {
        int shift = __builtin_clzll(fract) - 11;
        nsig = 64 - __builtin_clzll(fract);
        fract <<= shift;
        bin_exp = 1 - shift - 1023;
    } else {
        fract |= 1ULL << 52;
        nsig = 53;
        bin_exp = raw_exp - 1023;
    }
    Digits g;
    gen_digits(fract, bin_exp, nsig, &g);
    return format_digits(&g, negative, buf);
}

size_t fp_float_to_string(float f, char *buf)
{
    uint32_t bits;
    memcpy(&bits, &f, sizeof bits);
    bool negative = bits >> 31;
    int raw_exp = (int)((bits >> 23) & 0xff);
    uint32_t fract = bits & 0x007fffffu;

    if (raw_exp == 0xff)
        return special_text(fract ? "NaN" : negative ? "-Infinity" : "Infinity", buf);
    if (raw_exp == 0 && fract == 0)
        return special_text(negative ? "-0.0" : "0.0", buf);

    int bin_exp, nsig;
    if (raw_exp == 0) {
        int shift = __builtin_clz(fract) - 8;
        nsig = 32 - __builtin_clz(fract);
        fract <<= shift;
        bin_exp = 1 - shift - 127;
    } else {
        fract |= 1u << 23;
        nsig = 24;
        bin_exp = raw_exp - 127;
    }
    /* Floats run through the same generator with their own precision. */
    Digits g;
    gen_digits((uint64_t)fract << 29, bin_exp, nsig, &g);
    return format_digits(&g, negative, buf);
}

/* ------------------------------------------------------------------ */
/* Parsing                                                             */
/* ------------------------------------------------------------------ */

/*
 * A double needs at most 768 significant digits to decide a tie; digits past
 * this many are folded into one sticky nonzero digit.
 */
#define PARSE_MAX_DIGITS 800

/* Exponents are saturated here; anything this large is already 0 or infinity. */
#define EXP_LIMIT 100000000LL

typedef struct {
    int mant_bits; /* precision including the leading bit */
    int emin, emax; /* exponent range of normal values */
} Format;

static const Format FMT_DOUBLE = {53, -1022, 1023};
static const Format FMT_FLOAT = {24, -126, 127};

/*
 * Rounds m * 2^e2 (m has its top bit at bit 63; sticky says nonzero bits
 * lie below m) to the format, ties to even; returns the bit pattern
 * without sign.
 */
static uint64_t round_to_format(uint64_t m, int64_t e2, bool sticky, const Format *fmt)
{
    int64_t lead = e2 + 63;
    if (lead > fmt->emax)
        return (uint64_t)(2 * fmt->emax + 1) << (fmt->mant_bits - 1);
    int64_t shift = 64 - fmt->mant_bits;
    if (lead < fmt->emin)
        shift += fmt->emin - lead;
    if (shift > 64)
        return 0; /* below half the smallest subnormal */
    uint64_t kept = shift == 64 ? 0 : m >> shift;
    uint64_t half = 1ULL << (shift - 1);
    uint64_t rest = shift == 64 ? m : m & ((half << 1) - 1);
    if ((rest & half) && ((rest & (half - 1)) || sticky || (kept & 1)))
        kept++;
    uint64_t hidden = 1ULL << (fmt->mant_bits - 1);
    if (lead < fmt->emin)
        return kept; /* subnormal; a carry into the hidden bit makes it the smallest normal */
    /* A carry out of the significand moves into the exponent field by itself. */
    return ((uint64_t)(lead + fmt->emax) << (fmt->mant_bits - 1)) + (kept - hidden);
}

typedef struct {
    char digits[PARSE_MAX_DIGITS + 1]; /* significant digits, no leading zeros */
    int n;
    int64_t exp10; /* value = digits * 10^exp10 */
} DecimalText;

static bool is_digit(char c) { return c >= '0' && c <= '9'; }

static int hex_value(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

/* Signed decimal exponent at s[*i..]; saturates. Returns false if no digit. */
static bool parse_exponent(const char *s, size_t len, size_t *i, int64_t *out)
{
    bool neg = false;
    if (*i < len && (s[*i] == '+' || s[*i] == '-'))
        neg = s[(*i)++] == '-';
    size_t start = *i;
    int64_t v = 0;
    while (*i < len && is_digit(s[*i])) {
        if (v < EXP_LIMIT)
            v = v * 10 + (s[*i] - '0');
        (*i)++;
    }
    *out = neg ? -v : v;
    return *i > start;
}

/* At the end of the number only one of f F d D may follow. */
static bool at_valid_end(const char *s, size_t len, size_t i)
{
    if (i == len)
        return true;
    char c = s[i];
    return i + 1 == len && (c == 'f' || c == 'F' || c == 'd' || c == 'D');
}

static void add_digit(DecimalText *t, char c, bool after_point)
{
    if (t->n == 0 && c == '0') {
        if (after_point)
            t->exp10--;
        return;
    }
    if (t->n < PARSE_MAX_DIGITS) {
        t->digits[t->n++] = c;
        if (after_point)
            t->exp10--;
    } else {
        if (c != '0')
            t->digits[PARSE_MAX_DIGITS] = '1';
        if (!after_point)
            t->exp10++;
    }
}

static bool scan_decimal(const char *s, size_t len, size_t i, DecimalText *t)
{
    bool seen_digit = false, seen_point = false;
    t->n = 0;
    t->exp10 = 0;
    t->digits[PARSE_MAX_DIGITS] = '0';
    for (; i < len; i++) {
        if (is_digit(s[i])) {
            add_digit(t, s[i], seen_point);
            seen_digit = true;
        } else if (s[i] == '.' && !seen_point) {
            seen_point = true;
        } else {
            break;
        }
    }
    if (!seen_digit)
        return false;
    if (i < len && (s[i] == 'e' || s[i] == 'E')) {
        int64_t e;
        i++;
        if (!parse_exponent(s, len, &i, &e))
            return false;
        t->exp10 += e;
    }
    if (!at_valid_end(s, len, i))
        return false;
    if (t->n == PARSE_MAX_DIGITS && t->digits[PARSE_MAX_DIGITS] == '1') {
        /* The sticky digit: one more place, nonzero, below all kept digits. */
        t->n++;
        t->exp10--;
    }
    while (t->n > 0 && t->digits[t->n - 1] == '0') {
        t->n--;
        t->exp10++;
    }
    return true;
}

static void big_from_digits(Big *a, const char *d, int n)
{
    a->n = 0;
    int i = 0;
    int first = n % 9 ? n % 9 : 9;
    while (i < n) {
        uint32_t chunk = 0, scale = 1;
        int take = i == 0 ? first : 9;
        for (int k = 0; k < take; k++) {
            chunk = chunk * 10 + (uint32_t)(d[i + k] - '0');
            scale *= 10;
        }
        if (a->n == 0) {
            big_set_u64(a, chunk);
        } else {
            big_mul_add_small(a, scale, chunk);
        }
        i += take;
    }
}

/* The top 64 bits of a nonzero a, left-aligned, and whether any bit below them is set. */
static void big_top64(const Big *a, uint64_t *top, bool *rest)
{
    int len = big_bitlen(a);
    *top = 0;
    *rest = false;
    for (int bit = len - 1, k = 0; bit >= 0; bit--, k++) {
        uint32_t b = (a->w[bit / 32] >> (bit % 32)) & 1;
        if (k < 64)
            *top = (*top << 1) | b;
        else if (b)
            *rest = true;
    }
    if (len < 64)
        *top <<= 64 - len;
}

/* Exact binary value of digits * 10^exp10 as (m, e2, sticky), m normalized. */
static void decimal_to_binary(const DecimalText *t, uint64_t *m, int64_t *e2, bool *sticky)
{
    static __thread Big num, den, tmp;
    big_from_digits(&num, t->digits, t->n);
    int64_t e = t->exp10;
    if (e >= 0) {
        big_mul_pow5(&num, (int)e);
        int len = big_bitlen(&num);
        big_top64(&num, m, sticky);
        *e2 = e + len - 64;
        return;
    }
    big_set_u64(&den, 1);
    big_mul_pow5(&den, (int)-e);
    /* Scale so that the quotient num * 2^k / den lies in [2^63, 2^64). */
    int k = 63 - (big_bitlen(&num) - big_bitlen(&den));
    if (k >= 0)
        big_shl(&num, k);
    else
        big_shl(&den, -k);
    tmp = den;
    big_shl(&tmp, 63);
    if (big_cmp(&num, &tmp) < 0) {
        big_shl(&num, 1);
        k++;
    }
    uint64_t q = 0;
    for (int bit = 63; bit >= 0; bit--) {
        if (big_cmp(&num, &tmp) >= 0) {
            big_sub(&num, &tmp);
            q |= 1ULL << bit;
        }
        big_shr1(&tmp);
    }
    *m = q;
    /* The 10^e was split as 5^e * 2^e; the 2^e goes to the exponent. */
    *e2 = e - k;
    *sticky = num.n != 0;
}

/*
 * Clinger's fast path: when the digits and the power of ten are both exact
 * in the target type, one IEEE multiplication or division rounds correctly.
 * Needs arithmetic evaluated in the type itself (FLT_EVAL_METHOD 0).
 */
static bool fast_decimal_bits(const DecimalText *t, const Format *fmt, uint64_t *bits)
{
#if defined(__FLT_EVAL_METHOD__) && __FLT_EVAL_METHOD__ == 0
    static const double pow10[] = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
                                   1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
    if (t->n > 16)
        return false;
    uint64_t v = 0;
    for (int i = 0; i < t->n; i++)
        v = v * 10 + (uint64_t)(t->digits[i] - '0');
    bool is_double = fmt->mant_bits == 53;
    int max_pow = is_double ? 22 : 10; /* 5^22 < 2^53, 5^10 < 2^24 */
    if (v >> fmt->mant_bits != 0 || t->exp10 > max_pow || t->exp10 < -max_pow)
        return false;
    int e = t->exp10 < 0 ? (int)-t->exp10 : (int)t->exp10;
    if (is_double) {
        double x = t->exp10 < 0 ? (double)v / pow10[e] : (double)v * pow10[e];
        memcpy(bits, &x, sizeof x);
    } else {
        float x = t->exp10 < 0 ? (float)v / (float)pow10[e] : (float)v * (float)pow10[e];
        uint32_t b;
        memcpy(&b, &x, sizeof b);
        *bits = b;
    }
    return true;
#else
    (void)t, (void)fmt, (void)bits;
    return false;
#endif
}

static uint64_t decimal_bits(const DecimalText *t, const Format *fmt)
{
    uint64_t bits;
    if (t->n == 0)
        return 0;
    if (fast_decimal_bits(t, fmt, &bits))
        return bits;
    /* value lies in [10^(magnitude-1), 10^magnitude) */
    int64_t magnitude = t->n + t->exp10;
    if (magnitude > 310)
        return round_to_format(1ULL << 63, 4096, false, fmt);
    if (magnitude < -330)
        return 0;
    uint64_t m;
    int64_t e2;
    bool sticky;
    decimal_to_binary(t, &m, &e2, &sticky);
    return round_to_format(m, e2, sticky, fmt);
}

/* Hexadecimal significand and binary exponent after "0x". */
static bool parse_hex(const char *s, size_t len, size_t i, const Format *fmt, uint64_t *bits)
{
    uint64_t m = 0;
    int64_t e2 = 0;
    bool sticky = false, seen_digit = false, seen_point = false;
    for (; i < len; i++) {
        int v = hex_value(s[i]);
        if (v >= 0) {
            seen_digit = true;
            if (m >> 60 == 0) {
                m = (m << 4) | (uint64_t)v;
                if (seen_point)
                    e2 -= 4;
            } else {
                sticky |= v != 0;
                if (!seen_point)
                    e2 += 4;
            }
        } else if (s[i] == '.' && !seen_point) {
            seen_point = true;
        } else {
            break;
        }
    }
    if (!seen_digit || i >= len || (s[i] != 'p' && s[i] != 'P'))
        return false;
    i++;
    int64_t pexp;
    if (!parse_exponent(s, len, &i, &pexp) || !at_valid_end(s, len, i))
        return false;
    if (m == 0) {
        *bits = 0;
        return true;
    }
    int lz = __builtin_clzll(m);
    m <<= lz;
    e2 += pexp - lz;
    if (e2 > EXP_LIMIT)
        e2 = EXP_LIMIT;
    *bits = round_to_format(m, e2, sticky, fmt);
    return true;
}

static bool matches(const char *s, size_t len, size_t i, const char *word)
{
    size_t n = strlen(word);
    return len - i == n && memcmp(s + i, word, n) == 0;
}

/* Shared front end: returns the unsigned bit pattern in *bits and the sign. */
static int parse_java(const char *s, size_t len, const Format *fmt, uint64_t *bits, bool *negative)
{
    /* Like String.trim; callers that trimmed already lose nothing. */
    while (len > 0 && (unsigned char)s[len - 1] <= ' ')
        len--;
    size_t i = 0;
    while (i < len && (unsigned char)s[i] <= ' ')
        i++;
    *negative = false;
    if (i < len && (s[i] == '+' || s[i] == '-'))
        *negative = s[i++] == '-';
    uint64_t inf = round_to_format(1ULL << 63, 4096, false, fmt);
    if (matches(s, len, i, "NaN")) {
        *bits = inf | (1ULL << (fmt->mant_bits - 2));
        *negative = false;
        return 0;
    }
    if (matches(s, len, i, "Infinity")) {
        *bits = inf;
        return 0;
    }
    if (len - i >= 2 && s[i] == '0' && (s[i + 1] == 'x' || s[i + 1] == 'X'))
        return parse_hex(s, len, i + 2, fmt, bits) ? 0 : -1;
    static __thread DecimalText t;
    if (!scan_decimal(s, len, i, &t))
        return -1;
    *bits = decimal_bits(&t, fmt);
    return 0;
}

int fp_parse_double(const char *s, size_t len, double *out)
{
    uint64_t bits;
    bool negative;
    if (parse_java(s, len, &FMT_DOUBLE, &bits, &negative) != 0)
        return -1;
    bits |= (uint64_t)negative << 63;
    memcpy(out, &bits, sizeof *out);
    return 0;
}

int fp_parse_float(const char *s, size_t len, float *out)
{
    uint64_t bits;
    bool negative;
    if (parse_java(s, len, &FMT_FLOAT, &bits, &negative) != 0)
        return -1;
    uint32_t b32 = (uint32_t)bits | (uint32_t)negative << 31;
    memcpy(out, &b32, sizeof *out);
    return 0;
}
