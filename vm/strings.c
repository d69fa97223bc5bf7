/*
 * java.lang.String from C, and the intern table.
 *
 * Strings hold UTF-16 code units in a char[] `value`. The intern table is an
 * open-addressing hash set of String objects keyed by String.hashCode(); it
 * holds its strings strongly (constants of loaded classes stay reachable
 * anyway, since classes are never unloaded).
 */
#include "vm/strings.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "vm/class.h"
#include "vm/heap.h"
#include "vm/thread.h"
#include "vm/vm.h"

int32_t str_length(Object *s)
{
    Object *v = *FIELD_PTR(s, wk.string_value, Object *);
    return v ? ARRAY_LENGTH(v) : 0;
}

const uint16_t *str_chars(Object *s)
{
    Object *v = *FIELD_PTR(s, wk.string_value, Object *);
    return v ? ARRAY_DATA(v, uint16_t) : NULL;
}

int32_t str_decode_mutf8(const char *utf8, size_t len, uint16_t *out)
{
    const uint8_t *p = (const uint8_t *)utf8, *end = p + len;
    int32_t n = 0;
    while (p < end) {
        uint32_t c = *p++;
        if (c >= 0xE0 && c < 0xF0 && end - p >= 2) {
            c = ((c & 0x0F) << 12) | ((uint32_t)(p[0] & 0x3F) << 6) | (p[1] & 0x3F);
            p += 2;
        } else if (c >= 0xF0 && end - p >= 3) {
            /* Standard 4-byte UTF-8 (not in class files): a surrogate pair. */
            uint32_t cp = ((c & 0x07) << 18) | ((uint32_t)(p[0] & 0x3F) << 12) |
                          ((uint32_t)(p[1] & 0x3F) << 6) | (p[2] & 0x3F);
            p += 3;
            if (out) {
                cp -= 0x10000;
                out[n] = (uint16_t)(0xD800 + (cp >> 10));
                out[n + 1] = (uint16_t)(0xDC00 + (cp & 0x3FF));
            }
            n += 2;
            continue;
        } else if (c >= 0xC0 && c < 0xE0 && end - p >= 1) {
            c = ((c & 0x1F) << 6) | (p[0] & 0x3F);
            p += 1;
        }
        if (out)
            out[n] = (uint16_t)c;
        n++;
    }
    return n;
}

Object *str_new_utf16(Thread *t, const uint16_t *chars, int32_t len)
{
    Object *arr = heap_new_array(t, wk.char_array, len);
    if (!arr)
        return NULL;
    if (len)
        memcpy(ARRAY_DATA(arr, uint16_t), chars, (size_t)len * 2);
    thr_push_root(t, &arr);
    Object *s = heap_new_object(t, wk.string);
    thr_pop_roots(t, 1);
    if (!s)
        return NULL;
    *FIELD_PTR(s, wk.string_value, Object *) = arr;
    return s;
}

Object *str_new_utf8_len(Thread *t, const char *utf8, size_t len)
{
    int32_t n = str_decode_mutf8(utf8, len, NULL);
    Object *arr = heap_new_array(t, wk.char_array, n);
    if (!arr)
        return NULL;
    str_decode_mutf8(utf8, len, ARRAY_DATA(arr, uint16_t));
    thr_push_root(t, &arr);
    Object *s = heap_new_object(t, wk.string);
    thr_pop_roots(t, 1);
    if (!s)
        return NULL;
    *FIELD_PTR(s, wk.string_value, Object *) = arr;
    return s;
}

Object *str_new_utf8(Thread *t, const char *utf8)
{
    return str_new_utf8_len(t, utf8, strlen(utf8));
}

size_t str_mutf8_length(const uint16_t *chars, int32_t len)
{
    size_t n = 0;
    for (int32_t i = 0; i < len; i++) {
        uint16_t c = chars[i];
        n += (c >= 1 && c < 0x80) ? 1 : (c < 0x800 ? 2 : 3);
    }
    return n;
}

void str_encode_mutf8(const uint16_t *chars, int32_t len, char *out)
{
    uint8_t *o = (uint8_t *)out;
    for (int32_t i = 0; i < len; i++) {
        uint16_t c = chars[i];
        if (c >= 1 && c < 0x80) {
            *o++ = (uint8_t)c;
        } else if (c < 0x800) {
            *o++ = (uint8_t)(0xC0 | (c >> 6));
            *o++ = (uint8_t)(0x80 | (c & 0x3F));
        } else {
            *o++ = (uint8_t)(0xE0 | (c >> 12));
            *o++ = (uint8_t)(0x80 | ((c >> 6) & 0x3F));
            *o++ = (uint8_t)(0x80 | (c & 0x3F));
        }
    }
    *o = 0;
}

char *str_to_utf8(Object *s)
{
    int32_t len = s ? str_length(s) : 0;
    const uint16_t *c = s ? str_chars(s) : NULL;
    char *out = malloc((size_t)len * 3 + 1), *o = out;
    if (!out)
        return NULL;
    for (int32_t i = 0; i < len; i++) {
        uint32_t cp = c[i];
        if (cp >= 0xD800 && cp < 0xDC00 && i + 1 < len && c[i + 1] >= 0xDC00 && c[i + 1] < 0xE000) {
            cp = 0x10000 + ((cp - 0xD800) << 10) + (c[i + 1] - 0xDC00);
            i++;
        }
        if (cp < 0x80) {
            *o++ = (char)cp;
        } else if (cp < 0x800) {
            *o++ = (char)(0xC0 | (cp >> 6));
            *o++ = (char)(0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
            *o++ = (char)(0xE0 | (cp >> 12));
            *o++ = (char)(0x80 | ((cp >> 6) & 0x3F));
            *o++ = (char)(0x80 | (cp & 0x3F));
        } else {
            *o++ = (char)(0xF0 | (cp >> 18));
            *o++ = (char)(0x80 | ((cp >> 12) & 0x3F));
            *o++ = (char)(0x80 | ((cp >> 6) & 0x3F));
            *o++ = (char)(0x80 | (cp & 0x3F));
        }
    }
    *o = 0;
    return out;
}

int str_equals_utf8(Object *s, const char *utf8)
{
    char *u = str_to_utf8(s);
    int eq = u && strcmp(u, utf8) == 0;
    free(u);
    return eq;
}

/* ------------------------------------------------------------------ */
/* Intern table                                                        */
/* ------------------------------------------------------------------ */

static struct {
    Object **slots;
    size_t cap, count;
    pthread_mutex_t lock;
} I = { .lock = PTHREAD_MUTEX_INITIALIZER };

static uint32_t hash_chars(const uint16_t *c, int32_t n)
{
    uint32_t h = 0;
    for (int32_t i = 0; i < n; i++)
        h = 31 * h + c[i];
    return h;
}

static int same_chars(Object *s, const uint16_t *c, int32_t n)
{
    return str_length(s) == n && (n == 0 || memcmp(str_chars(s), c, (size_t)n * 2) == 0);
}

static int grow(void)
{
    size_t cap = I.cap ? I.cap * 2 : 1024;
    Object **slots = calloc(cap, sizeof(Object *));
    if (!slots)
        return -1;
    for (size_t i = 0; i < I.cap; i++) {
        Object *s = I.slots[i];
        if (!s)
            continue;
        size_t j = hash_chars(str_chars(s), str_length(s)) & (cap - 1);
        while (slots[j])
            j = (j + 1) & (cap - 1);
        slots[j] = s;
    }
    free(I.slots);
    I.slots = slots;
    I.cap = cap;
    return 0;
}

/* Find the interned string with these chars, or insert `s` (which may be
 * NULL: then it is created from chars). Called with I.lock held; creating
 * a String can GC, which is safe because the table is a root. */
static Object *intern_chars(Thread *t, const uint16_t *c, int32_t n, Object *s)
{
    if ((I.count + 1) * 2 > I.cap && grow() != 0)
        return NULL;
    size_t j = hash_chars(c, n) & (I.cap - 1);
    while (I.slots[j]) {
        if (same_chars(I.slots[j], c, n))
            return I.slots[j];
        j = (j + 1) & (I.cap - 1);
    }
    if (!s)
        return NULL;
    I.slots[j] = s;
    I.count++;
    return s;
}

Object *str_intern(Thread *t, Object *s)
{
    pthread_mutex_lock(&I.lock);
    Object *r = intern_chars(t, str_chars(s), str_length(s), s);
    pthread_mutex_unlock(&I.lock);
    return r;
}

Object *str_intern_utf8(Thread *t, const char *utf8)
{
    size_t len = strlen(utf8);
    int32_t n = str_decode_mutf8(utf8, len, NULL);
    uint16_t stackbuf[256];
    uint16_t *c = n <= 256 ? stackbuf : malloc((size_t)n * 2);
    if (!c)
        return NULL;
    str_decode_mutf8(utf8, len, c);
    pthread_mutex_lock(&I.lock);
    Object *r = intern_chars(t, c, n, NULL);
    pthread_mutex_unlock(&I.lock);
    if (!r) {
        Object *s = str_new_utf16(t, c, n);
        if (s)
            r = str_intern(t, s);
    }
    if (c != stackbuf)
        free(c);
    return r;
}

void str_visit_interned(void (*fn)(Object **ref, void *arg), void *arg)
{
    for (size_t i = 0; i < I.cap; i++)
        if (I.slots[i])
            fn(&I.slots[i], arg);
}
