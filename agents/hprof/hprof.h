/*
 * What the two halves of the HPROF agent share: hprof.c (options, traces,
 * sites, CPU and monitor data) and hprof_dump.c (the heap dumps).
 */
#ifndef AGENTS_HPROF_HPROF_H
#define AGENTS_HPROF_HPROF_H

#include <jvmti.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "vm/hprof_writer.h"

/* "Ljava/lang/String;" -> "java.lang.String", "[[I" -> "int[][]", "I" -> "int". */
void hprof_java_name(const char *sig, char *buf, size_t n);
/* The binary format's basic type (HPROF_INT, ..., HPROF_OBJECT) of a field
 * descriptor's first character. */
int hprof_basic_type(char c);

/* format=b, at a dump request and at exit: the classes (LOAD CLASS), every
 * live thread's TRACE, then what `records` (may be NULL) writes with the two
 * helpers below, then the heap dump when with_heap, ended (HEAP DUMP END)
 * with w left open. serial_of gives a thread's serial (its START THREAD
 * written by then). Class serials and object ids are those of this dump. */
int hprof_binary_dump(jvmtiEnv *jvmti, JNIEnv *jni, HprofWriter *w, int depth, int with_heap,
                      void (*records)(HprofWriter *w), uint32_t (*serial_of)(JNIEnv *jni, jthread thread));
/* START THREAD of `thread`: serial, object id 0 (ids are per dump), trace,
 * and its name, its group's and the group's parent's (UTF8 records). */
void hprof_bin_start_thread(jvmtiEnv *jvmti, JNIEnv *jni, HprofWriter *w, jthread thread, uint32_t serial,
                            uint32_t trace);
/* While `records` runs: the serial of the class of signature `sig` (0 when
 * not loaded), and a FRAME record for (method, location), its id. */
uint32_t hprof_bin_class_serial(const char *sig);
uint64_t hprof_bin_frame(HprofWriter *w, jmethodID m, jlocation loc);
int hprof_text_dump(jvmtiEnv *jvmti, JNIEnv *jni, FILE *f, const char *date, uint32_t (*site_trace)(uint32_t site));

#endif
