/*
 * java.lang.String from C: creation from modified UTF-8, conversion back,
 * and the intern table.
 */
#ifndef AGENTVM_STRINGS_H
#define AGENTVM_STRINGS_H

#include <stddef.h>
#include <stdint.h>

#include "vm/object.h"

struct Thread;

/* New String from modified UTF-8 (or plain UTF-8). NULL with OOM pending. */
Object *str_new_utf8(struct Thread *t, const char *utf8);
Object *str_new_utf8_len(struct Thread *t, const char *utf8, size_t len);
Object *str_new_utf16(struct Thread *t, const uint16_t *chars, int32_t len);
/* The interned String for a modified UTF-8 constant. */
Object *str_intern_utf8(struct Thread *t, const char *utf8);
Object *str_intern(struct Thread *t, Object *s);

int32_t str_length(Object *s);
const uint16_t *str_chars(Object *s);
/* Standard UTF-8 (surrogate pairs combined), malloc'd. */
char *str_to_utf8(Object *s);
/* Modified UTF-8 length and encoding of UTF-16 (JNI GetStringUTFChars). */
size_t str_mutf8_length(const uint16_t *chars, int32_t len);
void str_encode_mutf8(const uint16_t *chars, int32_t len, char *out);
/* Decode modified UTF-8 into UTF-16; returns the number of code units
 * written (out may be NULL to count). */
int32_t str_decode_mutf8(const char *utf8, size_t len, uint16_t *out);
int str_equals_utf8(Object *s, const char *utf8);

/* Visit the intern table (GC: strings are weakly held? no: strongly). */
void str_visit_interned(void (*fn)(Object **ref, void *arg), void *arg);

#endif
