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

/* "Ljava/lang/String;" -> "java.lang.String", "[[I" -> "int[][]", "I" -> "int". */
void hprof_java_name(const char *sig, char *buf, size_t n);

int hprof_binary_dump(jvmtiEnv *jvmti, JNIEnv *jni, FILE *f, int depth);
int hprof_text_dump(jvmtiEnv *jvmti, JNIEnv *jni, FILE *f, const char *date, uint32_t (*site_trace)(uint32_t site));

#endif
