/*
 * Natives of java.util.zip.Deflater and Inflater over zlib. The Java side
 * keeps the input array, positions and flags; a stream is a z_stream on the C
 * heap whose address the Java object holds in a long, and each call hands zlib
 * the Java arrays directly (the heap does not move objects, and zlib runs in
 * Java state, so the GC cannot run meanwhile).
 *
 * A long argument takes two argument slots, as on the operand stack.
 *
 * deflate0 and inflate0 return one long the way the JDK's Deflater and
 * Inflater decode it: bytes of input used in bits 0-30, bytes of output
 * written in bits 31-61, "finished" in bit 62 and bit 63 for "parameters still
 * to be set" (Deflater) or "needs a dictionary" (Inflater). Inflater reports a
 * data error with both bits 62 and 63 set; errorMessage0 then gives zlib's
 * message for the DataFormatException.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "vm/exceptions.h"
#include "vm/native.h"
#include "vm/object.h"
#include "vm/strings.h"

#define NATIVE(name) static void name(Thread *t, Slot *a, Slot *ret)

#define ZIP_FINISHED (INT64_C(1) << 62)
#define ZIP_FLAG63 ((int64_t)(UINT64_C(1) << 63))

static z_stream *stream_of(Thread *t, int64_t addr)
{
    if (addr == 0) {
        exc_throw(t, "java/lang/NullPointerException", NULL);
        return NULL;
    }
    return (z_stream *)(uintptr_t)addr;
}

/* The bytes b[off, off+len) of a Java byte array, or NULL with an exception. */
static Bytef *bytes_of(Thread *t, Object *b, int32_t off, int32_t len)
{
    if (!b) {
        exc_throw(t, "java/lang/NullPointerException", NULL);
        return NULL;
    }
    if (off < 0 || len < 0 || off > ARRAY_LENGTH(b) - len) {
        exc_throw(t, "java/lang/ArrayIndexOutOfBoundsException", NULL);
        return NULL;
    }
    return ARRAY_DATA(b, Bytef) + off;
}

static void internal_error(Thread *t, const z_stream *s, int res)
{
    if (res == Z_MEM_ERROR)
        exc_throw(t, "java/lang/OutOfMemoryError", NULL);
    else
        exc_throw(t, "java/lang/InternalError", s && s->msg ? s->msg : zError(res));
}

static int64_t packed(int64_t used, int64_t written) { return used | written << 31; }

/* static long init0(int level, int strategy, boolean nowrap) */
NATIVE(deflater_init0)
{
    z_stream *s = calloc(1, sizeof *s);
    if (!s) {
        exc_throw(t, "java/lang/OutOfMemoryError", NULL);
        return;
    }
    int res = deflateInit2(s, a[0].i, Z_DEFLATED, a[2].i ? -MAX_WBITS : MAX_WBITS, 8, a[1].i);
    if (res != Z_OK) {
        free(s);
        if (res == Z_STREAM_ERROR)
            exc_throw(t, "java/lang/IllegalArgumentException", NULL);
        else
            internal_error(t, NULL, res);
        return;
    }
    ret->j = (int64_t)(uintptr_t)s;
}

/* static long deflate0(long addr, byte[] in, int inOff, int inLen, byte[] out, int outOff,
 *                      int outLen, int flush, int params)
 * params: bit 0 set means call deflateParams with the level in bits 3-31 and
 * the strategy in bits 1-2 instead of deflate. */
NATIVE(deflater_deflate0)
{
    z_stream *s = stream_of(t, a[0].j);
    if (!s)
        return;
    int32_t in_len = a[4].i, out_len = a[7].i, flush = a[8].i, params = a[9].i;
    Bytef *in = in_len > 0 || a[2].l ? bytes_of(t, a[2].l, a[3].i, in_len) : (Bytef *)"";
    if (!in)
        return;
    Bytef *out = bytes_of(t, a[5].l, a[6].i, out_len);
    if (!out)
        return;
    s->next_in = in;
    s->avail_in = (uInt)in_len;
    s->next_out = out;
    s->avail_out = (uInt)out_len;
    int64_t used, written;
    if (params & 1) {
        int res = deflateParams(s, params >> 3, (params >> 1) & 3);
        used = in_len - (int64_t)s->avail_in;
        written = out_len - (int64_t)s->avail_out;
        if (res == Z_OK)
            ret->j = packed(used, written);
        else if (res == Z_BUF_ERROR)
            ret->j = packed(used, written) | ZIP_FLAG63;
        else
            internal_error(t, s, res);
        return;
    }
    int res = deflate(s, flush);
    used = in_len - (int64_t)s->avail_in;
    written = out_len - (int64_t)s->avail_out;
    if (res == Z_STREAM_END)
        ret->j = packed(used, written) | ZIP_FINISHED;
    else if (res == Z_OK)
        ret->j = packed(used, written);
    else if (res == Z_BUF_ERROR)
        ret->j = 0;
    else
        internal_error(t, s, res);
}

/* static void setDictionary0(long addr, byte[] b, int off, int len) for both classes */
static void set_dictionary(Thread *t, Slot *a, int inflate)
{
    z_stream *s = stream_of(t, a[0].j);
    if (!s)
        return;
    Bytef *b = bytes_of(t, a[2].l, a[3].i, a[4].i);
    if (!b)
        return;
    int res = inflate ? inflateSetDictionary(s, b, (uInt)a[4].i) : deflateSetDictionary(s, b, (uInt)a[4].i);
    if (res == Z_STREAM_ERROR || res == Z_DATA_ERROR)
        exc_throw(t, "java/lang/IllegalArgumentException", s->msg);
    else if (res != Z_OK)
        internal_error(t, s, res);
}

NATIVE(deflater_set_dictionary0) { (void)ret; set_dictionary(t, a, 0); }
NATIVE(inflater_set_dictionary0) { (void)ret; set_dictionary(t, a, 1); }

NATIVE(zip_get_adler0)
{
    z_stream *s = stream_of(t, a[0].j);
    if (s)
        ret->i = (int32_t)s->adler;
}

NATIVE(deflater_reset0)
{
    (void)ret;
    z_stream *s = stream_of(t, a[0].j);
    if (s && deflateReset(s) != Z_OK)
        internal_error(t, s, Z_STREAM_ERROR);
}

NATIVE(deflater_end0)
{
    (void)ret;
    z_stream *s = stream_of(t, a[0].j);
    if (s) {
        deflateEnd(s);
        free(s);
    }
}

/* static long init0(boolean nowrap) */
NATIVE(inflater_init0)
{
    z_stream *s = calloc(1, sizeof *s);
    if (!s) {
        exc_throw(t, "java/lang/OutOfMemoryError", NULL);
        return;
    }
    int res = inflateInit2(s, a[0].i ? -MAX_WBITS : MAX_WBITS);
    if (res != Z_OK) {
        free(s);
        internal_error(t, NULL, res);
        return;
    }
    ret->j = (int64_t)(uintptr_t)s;
}

/* static long inflate0(long addr, byte[] in, int inOff, int inLen, byte[] out, int outOff, int outLen) */
NATIVE(inflater_inflate0)
{
    z_stream *s = stream_of(t, a[0].j);
    if (!s)
        return;
    int32_t in_len = a[4].i, out_len = a[7].i;
    Bytef *in = in_len > 0 || a[2].l ? bytes_of(t, a[2].l, a[3].i, in_len) : (Bytef *)"";
    if (!in)
        return;
    Bytef *out = bytes_of(t, a[5].l, a[6].i, out_len);
    if (!out)
        return;
    s->next_in = in;
    s->avail_in = (uInt)in_len;
    s->next_out = out;
    s->avail_out = (uInt)out_len;
    int res = inflate(s, Z_PARTIAL_FLUSH);
    int64_t used = in_len - (int64_t)s->avail_in;
    int64_t written = out_len - (int64_t)s->avail_out;
    switch (res) {
    case Z_STREAM_END:
        ret->j = packed(used, written) | ZIP_FINISHED;
        break;
    case Z_OK:
        ret->j = packed(used, written);
        break;
    case Z_NEED_DICT:
        ret->j = packed(used, written) | ZIP_FLAG63;
        break;
    case Z_BUF_ERROR:
        ret->j = 0;
        break;
    case Z_DATA_ERROR:
        ret->j = packed(used, written) | ZIP_FINISHED | ZIP_FLAG63;
        break;
    default:
        internal_error(t, s, res);
    }
}

/* static String errorMessage0(long addr): zlib's message after a data error, or null */
NATIVE(inflater_error_message0)
{
    z_stream *s = stream_of(t, a[0].j);
    if (s)
        ret->l = s->msg ? str_new_utf8(t, s->msg) : NULL;
}

NATIVE(inflater_reset0)
{
    (void)ret;
    z_stream *s = stream_of(t, a[0].j);
    if (s && inflateReset(s) != Z_OK)
        internal_error(t, s, Z_STREAM_ERROR);
}

NATIVE(inflater_end0)
{
    (void)ret;
    z_stream *s = stream_of(t, a[0].j);
    if (s) {
        inflateEnd(s);
        free(s);
    }
}

static const VmNativeDef zip_natives[] = {
    { "java/util/zip/Deflater", "init0", "(IIZ)J", deflater_init0 },
    { "java/util/zip/Deflater", "deflate0", "(J[BII[BIIII)J", deflater_deflate0 },
    { "java/util/zip/Deflater", "setDictionary0", "(J[BII)V", deflater_set_dictionary0 },
    { "java/util/zip/Deflater", "getAdler0", "(J)I", zip_get_adler0 },
    { "java/util/zip/Deflater", "reset0", "(J)V", deflater_reset0 },
    { "java/util/zip/Deflater", "end0", "(J)V", deflater_end0 },
    { "java/util/zip/Inflater", "init0", "(Z)J", inflater_init0 },
    { "java/util/zip/Inflater", "inflate0", "(J[BII[BII)J", inflater_inflate0 },
    { "java/util/zip/Inflater", "errorMessage0", "(J)Ljava/lang/String;", inflater_error_message0 },
    { "java/util/zip/Inflater", "setDictionary0", "(J[BII)V", inflater_set_dictionary0 },
    { "java/util/zip/Inflater", "getAdler0", "(J)I", zip_get_adler0 },
    { "java/util/zip/Inflater", "reset0", "(J)V", inflater_reset0 },
    { "java/util/zip/Inflater", "end0", "(J)V", inflater_end0 },
    { NULL, NULL, NULL, NULL }
};

void classlib_register_zip_natives(void);

void classlib_register_zip_natives(void)
{
    nat_register_table(zip_natives);
}
