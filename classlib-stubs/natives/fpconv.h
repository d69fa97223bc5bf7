/*
 * Text conversion of double and float exactly as the Java SE 17 class
 * library does it: Double.toString, Float.toString, Double.parseDouble and
 * Float.parseFloat. The natives behind those methods call these functions.
 */
#ifndef AGENTVM_FPCONV_H
#define AGENTVM_FPCONV_H

#include <stddef.h>

/* Smallest buffer fp_double_to_string and fp_float_to_string accept. */
#define FP_TO_STRING_BUF 32

/*
 * Writes the text Double.toString(d) returns as ASCII into buf (at least
 * FP_TO_STRING_BUF bytes), NUL-terminated; returns its length.
 */
size_t fp_double_to_string(double d, char *buf);
size_t fp_float_to_string(float f, char *buf);

/*
 * Parses len bytes of s, UTF-16 narrowed to bytes by the caller (a
 * non-ASCII character must become a byte >= 0x80, or any other byte the
 * grammar rejects). Characters <= ' ' at either end are ignored, as
 * String.trim does before Java parses. Grammar: optional sign,
 * then "NaN", "Infinity", a decimal number (digits with an optional '.',
 * optional exponent e/E with optional sign) or a hexadecimal one
 * (0x/0X, hex digits with an optional '.', required p/P binary exponent);
 * decimal and hexadecimal numbers may end with one of f F d D. The result is
 * correctly rounded (ties to even) whatever the length of the input.
 * Returns 0 and stores the value in *out, or -1 if the text is malformed
 * (the caller throws NumberFormatException).
 */
int fp_parse_double(const char *s, size_t len, double *out)
    __attribute__((warn_unused_result));
int fp_parse_float(const char *s, size_t len, float *out)
    __attribute__((warn_unused_result));

#endif
