/*
 * The binary HPROF heap dump format ("JAVA PROFILE 1.0.2"), written and
 * nothing else: this module knows the format, not the VM. It depends only
 * on the C library, so the HPROF agent (agents/hprof, a JVMTI agent that
 * cannot see VM internals) compiles the same source. docs/attach.md
 * describes the records.
 *
 * All numbers are big-endian; identifiers are id_size bytes (8 here).
 * Top-level records (strings, classes, frames, traces) are written as
 * they come; heap-dump sub-records go into HEAP DUMP SEGMENT records that
 * the writer cuts at about 1 MiB, so no record length is ever patched
 * and the output may be a pipe.
 */
#ifndef AGENTVM_HPROF_WRITER_H
#define AGENTVM_HPROF_WRITER_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* Top-level record tags. */
enum {
    HPROF_UTF8 = 0x01,
    HPROF_LOAD_CLASS = 0x02,
    HPROF_FRAME = 0x04,
    HPROF_TRACE = 0x05,
    HPROF_ALLOC_SITES = 0x06,
    HPROF_HEAP_SUMMARY = 0x07,
    HPROF_START_THREAD = 0x0a,
    HPROF_END_THREAD = 0x0b,
    HPROF_CPU_SAMPLES = 0x0d,
    HPROF_CONTROL_SETTINGS = 0x0e,
    HPROF_HEAP_DUMP = 0x0c,
    HPROF_HEAP_DUMP_SEGMENT = 0x1c,
    HPROF_HEAP_DUMP_END = 0x2c,
};

/* Heap-dump sub-record tags. */
enum {
    HPROF_GC_ROOT_UNKNOWN = 0xff,
    HPROF_GC_ROOT_JNI_GLOBAL = 0x01,
    HPROF_GC_ROOT_JNI_LOCAL = 0x02,
    HPROF_GC_ROOT_JAVA_FRAME = 0x03,
    HPROF_GC_ROOT_NATIVE_STACK = 0x04,
    HPROF_GC_ROOT_STICKY_CLASS = 0x05,
    HPROF_GC_ROOT_THREAD_BLOCK = 0x06,
    HPROF_GC_ROOT_MONITOR_USED = 0x07,
    HPROF_GC_ROOT_THREAD_OBJ = 0x08,
    HPROF_GC_CLASS_DUMP = 0x20,
    HPROF_GC_INSTANCE_DUMP = 0x21,
    HPROF_GC_OBJ_ARRAY_DUMP = 0x22,
    HPROF_GC_PRIM_ARRAY_DUMP = 0x23,
};

/* Basic types of field values and array elements. */
enum {
    HPROF_OBJECT = 2,
    HPROF_BOOLEAN = 4,
    HPROF_CHAR = 5,
    HPROF_FLOAT = 6,
    HPROF_DOUBLE = 7,
    HPROF_BYTE = 8,
    HPROF_SHORT = 9,
    HPROF_INT = 10,
    HPROF_LONG = 11,
};

typedef struct HprofWriter HprofWriter;

/* Size in bytes of a value of basic type `type` (id_size for objects), 0
 * for an unknown type. */
size_t hprofw_type_size(const HprofWriter *w, int type);

/* Starts a file: the header with the identifier size and the time stamp
 * (milliseconds since the epoch). NULL when out of memory. */
HprofWriter *hprofw_open(FILE *out, uint32_t id_size, uint64_t time_ms);
/* Ends the last segment, writes HEAP DUMP END (when a heap dump was
 * written), frees w. Returns 0, or -1 when any write failed. Does not
 * close the file. */
int hprofw_close(HprofWriter *w);
/* Ends the heap dump written so far (its last segment, HEAP DUMP END when
 * there was one) and flushes, the file staying open for more records and
 * later dumps. Returns 0, or -1 when any write failed. */
int hprofw_end_dump(HprofWriter *w);
/* Bytes written so far (records flushed). */
uint64_t hprofw_bytes_written(const HprofWriter *w);

/* Top-level records. Strings are UTF-8 (modified UTF-8 is fine) of len bytes. */
void hprofw_utf8(HprofWriter *w, uint64_t id, const char *s, size_t len);
void hprofw_load_class(HprofWriter *w, uint32_t class_serial, uint64_t class_id, uint32_t trace_serial,
                       uint64_t name_id);
/* line: > 0 a line number, -1 unknown, -2 compiled, -3 native. */
void hprofw_frame(HprofWriter *w, uint64_t frame_id, uint64_t method_name_id, uint64_t signature_id,
                  uint64_t source_file_id, uint32_t class_serial, int32_t line);
void hprofw_trace(HprofWriter *w, uint32_t trace_serial, uint32_t thread_serial, uint32_t frame_count,
                  const uint64_t *frame_ids);

/* Any other top-level record: `len` bytes of body, already in the file's
 * byte order (the HPROF agent's ALLOC SITES, CPU SAMPLES, ...). */
void hprofw_record(HprofWriter *w, uint8_t tag, const void *body, size_t len);

/* Heap-dump sub-records: hprofw_sub_begin(tag), then the fields in order
 * with the value writers below, then hprofw_sub_end. */
void hprofw_sub_begin(HprofWriter *w, uint8_t tag);
void hprofw_sub_end(HprofWriter *w);
void hprofw_u1(HprofWriter *w, uint8_t v);
void hprofw_u2(HprofWriter *w, uint16_t v);
void hprofw_u4(HprofWriter *w, uint32_t v);
void hprofw_u8(HprofWriter *w, uint64_t v);
void hprofw_id(HprofWriter *w, uint64_t id);
/* count values of basic type `type` (not HPROF_OBJECT) from memory in the
 * host's byte order, written big-endian. */
void hprofw_values(HprofWriter *w, int type, const void *values, size_t count);

#endif
