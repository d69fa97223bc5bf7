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

/* format=b: the file, with the heap dump when with_heap; `records` (may be
 * NULL) writes the profile's own records after the classes and threads,
 * with the two helpers below. */
int hprof_binary_dump(jvmtiEnv *jvmti, JNIEnv *jni, FILE *f, int depth, int with_heap,
                      void (*records)(HprofWriter *w));
/* While `records` runs: the serial of the class of signature `sig` (0 when
 * not loaded), and a FRAME record for (method, location), its id. */
uint32_t hprof_bin_class_serial(const char *sig);
uint64_t hprof_bin_frame(HprofWriter *w, jmethodID m, jlocation loc);
int hprof_text_dump(jvmtiEnv *jvmti, JNIEnv *jni, FILE *f, const char *date, uint32_t (*site_trace)(uint32_t site));

#endif
