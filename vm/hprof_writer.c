/*
 * The binary HPROF writer (see vm/hprof_writer.h). Knows the format and
 * nothing of any VM.
 */
#include "vm/hprof_writer.h"

#include <stdlib.h>
#include <string.h>
#include <sys/time.h>

enum { SEGMENT_LIMIT = 1 << 20 };

struct HprofWriter {
    FILE *out;
    uint32_t id_size;
    uint64_t start_us;            /* time stamp of the header, for record times */
    uint64_t written;
    int failed;
    int dumped;                   /* a heap dump segment was written */
    /* The open segment: its sub-records, not yet written. */
    uint8_t *seg;
    size_t seg_len, seg_cap;
};

static uint64_t now_us(void)
{
    struct timeval tv;
    gettimeofday(&tv, NULL);
    return (uint64_t)tv.tv_sec * 1000000u + (uint64_t)tv.tv_usec;
}

static void out_bytes(HprofWriter *w, const void *p, size_t n)
{
    if (n && fwrite(p, 1, n, w->out) != n)
        w->failed = 1;
    w->written += n;
}

static void out_u4(HprofWriter *w, uint32_t v)
{
    uint8_t b[4] = { (uint8_t)(v >> 24), (uint8_t)(v >> 16), (uint8_t)(v >> 8), (uint8_t)v };
    out_bytes(w, b, 4);
}

static void out_id(HprofWriter *w, uint64_t v)
{
    uint8_t b[8];
    for (uint32_t i = 0; i < w->id_size; i++)
        b[i] = (uint8_t)(v >> (8 * (w->id_size - 1 - i)));
    out_bytes(w, b, w->id_size);
}

/* A record header: tag, microseconds since the header, body length. */
static void record(HprofWriter *w, uint8_t tag, size_t len)
{
    uint64_t t = now_us() - w->start_us;
    out_bytes(w, &tag, 1);
    out_u4(w, (uint32_t)t);
    out_u4(w, (uint32_t)len);
}

static void flush_segment(HprofWriter *w)
{
    if (!w->seg_len)
        return;
    record(w, HPROF_HEAP_DUMP_SEGMENT, w->seg_len);
    out_bytes(w, w->seg, w->seg_len);
    w->seg_len = 0;
    w->dumped = 1;
}

size_t hprofw_type_size(const HprofWriter *w, int type)
{
    switch (type) {
    case HPROF_OBJECT: return w->id_size;
    case HPROF_BOOLEAN: case HPROF_BYTE: return 1;
    case HPROF_CHAR: case HPROF_SHORT: return 2;
    case HPROF_FLOAT: case HPROF_INT: return 4;
    case HPROF_DOUBLE: case HPROF_LONG: return 8;
    default: return 0;
    }
}

HprofWriter *hprofw_open(FILE *out, uint32_t id_size, uint64_t time_ms)
{
    HprofWriter *w = calloc(1, sizeof *w);
    if (!w)
        return NULL;
    w->out = out;
    w->id_size = id_size == 4 ? 4 : 8;
    w->start_us = now_us();
    static const char magic[] = "JAVA PROFILE 1.0.2";
    out_bytes(w, magic, sizeof magic);
    out_u4(w, w->id_size);
    out_u4(w, (uint32_t)(time_ms >> 32));
    out_u4(w, (uint32_t)time_ms);
    return w;
}

int hprofw_end_dump(HprofWriter *w)
{
    flush_segment(w);
    if (w->dumped)
        record(w, HPROF_HEAP_DUMP_END, 0);
    w->dumped = 0;
    if (fflush(w->out) != 0)
        w->failed = 1;
    return w->failed ? -1 : 0;
}

int hprofw_close(HprofWriter *w)
{
    int rc = hprofw_end_dump(w);
    free(w->seg);
    free(w);
    return rc;
}

uint64_t hprofw_bytes_written(const HprofWriter *w) { return w->written; }

void hprofw_utf8(HprofWriter *w, uint64_t id, const char *s, size_t len)
{
    flush_segment(w);
    record(w, HPROF_UTF8, w->id_size + len);
    out_id(w, id);
    out_bytes(w, s, len);
}

void hprofw_load_class(HprofWriter *w, uint32_t class_serial, uint64_t class_id, uint32_t trace_serial,
                       uint64_t name_id)
{
    flush_segment(w);
    record(w, HPROF_LOAD_CLASS, 8 + 2 * (size_t)w->id_size);
    out_u4(w, class_serial);
    out_id(w, class_id);
    out_u4(w, trace_serial);
    out_id(w, name_id);
}

void hprofw_frame(HprofWriter *w, uint64_t frame_id, uint64_t method_name_id, uint64_t signature_id,
                  uint64_t source_file_id, uint32_t class_serial, int32_t line)
{
    flush_segment(w);
    record(w, HPROF_FRAME, 4 * (size_t)w->id_size + 8);
    out_id(w, frame_id);
    out_id(w, method_name_id);
    out_id(w, signature_id);
    out_id(w, source_file_id);
    out_u4(w, class_serial);
    out_u4(w, (uint32_t)line);
}

void hprofw_trace(HprofWriter *w, uint32_t trace_serial, uint32_t thread_serial, uint32_t frame_count,
                  const uint64_t *frame_ids)
{
    flush_segment(w);
    record(w, HPROF_TRACE, 12 + (size_t)frame_count * w->id_size);
    out_u4(w, trace_serial);
    out_u4(w, thread_serial);
    out_u4(w, frame_count);
    for (uint32_t i = 0; i < frame_count; i++)
        out_id(w, frame_ids[i]);
}

void hprofw_record(HprofWriter *w, uint8_t tag, const void *body, size_t len)
{
    flush_segment(w);
    record(w, tag, len);
    out_bytes(w, body, len);
}

/* ------------------------------------------------------------------ */
/* Heap-dump sub-records                                               */
/* ------------------------------------------------------------------ */

static void seg_bytes(HprofWriter *w, const void *p, size_t n)
{
    if (w->seg_len + n > w->seg_cap) {
        size_t cap = w->seg_cap ? w->seg_cap : 64 * 1024;
        while (cap < w->seg_len + n)
            cap *= 2;
        uint8_t *grown = realloc(w->seg, cap);
        if (!grown) {
            w->failed = 1;
            return;
        }
        w->seg = grown;
        w->seg_cap = cap;
    }
    memcpy(w->seg + w->seg_len, p, n);
    w->seg_len += n;
}

void hprofw_sub_begin(HprofWriter *w, uint8_t tag) { seg_bytes(w, &tag, 1); }

/* A segment ends only between sub-records. */
void hprofw_sub_end(HprofWriter *w)
{
    if (w->seg_len >= SEGMENT_LIMIT)
        flush_segment(w);
}

void hprofw_u1(HprofWriter *w, uint8_t v) { seg_bytes(w, &v, 1); }

void hprofw_u2(HprofWriter *w, uint16_t v)
{
    uint8_t b[2] = { (uint8_t)(v >> 8), (uint8_t)v };
    seg_bytes(w, b, 2);
}

void hprofw_u4(HprofWriter *w, uint32_t v)
{
    uint8_t b[4] = { (uint8_t)(v >> 24), (uint8_t)(v >> 16), (uint8_t)(v >> 8), (uint8_t)v };
    seg_bytes(w, b, 4);
}

void hprofw_u8(HprofWriter *w, uint64_t v)
{
    hprofw_u4(w, (uint32_t)(v >> 32));
    hprofw_u4(w, (uint32_t)v);
}

void hprofw_id(HprofWriter *w, uint64_t id)
{
    if (w->id_size == 4)
        hprofw_u4(w, (uint32_t)id);
    else
        hprofw_u8(w, id);
}

void hprofw_values(HprofWriter *w, int type, const void *values, size_t count)
{
    size_t size = hprofw_type_size(w, type);
    if (type == HPROF_OBJECT || !size)
        return;
    const uint8_t *p = values;
    uint8_t buf[4096];
    while (count) {
        size_t n = count < sizeof buf / size ? count : sizeof buf / size;
        for (size_t i = 0; i < n; i++)
            for (size_t b = 0; b < size; b++) {
                uint16_t probe = 1;
                int little = *(uint8_t *)&probe == 1;
                buf[i * size + b] = p[i * size + (little ? size - 1 - b : b)];
            }
        seg_bytes(w, buf, n * size);
        p += n * size;
        count -= n;
    }
}
