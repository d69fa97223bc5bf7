/*
 * Heap inspection for the attach mechanism and jcmd: the class histogram
 * (jmap -histo, GC.class_histogram) and the binary HPROF heap dump
 * (jmap -dump, GC.heap_dump), written from the one root walker and
 * reference visitor (vm/roots.h) through vm/hprof_writer.h.
 */
#ifndef AGENTVM_HEAPDUMP_H
#define AGENTVM_HEAPDUMP_H

#include <stdio.h>

struct Thread;

/* HotSpot's class histogram, largest total size first; live collects
 * first. t is in Java state. */
void hdump_histogram(struct Thread *t, int live, FILE *out);

/* Writes an HPROF heap dump to path, which must not exist; live collects
 * first; gz_level 1 to 9 writes it gzip-compressed, 0 plain. Reports to
 * out as HotSpot does ("Dumping heap to ...", "Heap dump file created [N
 * bytes in S secs]", or why not). Returns 0 when the file was written, -1
 * otherwise. */
int hdump_dump(struct Thread *t, const char *path, int live, int gz_level, FILE *out);

#endif
