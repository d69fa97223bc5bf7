/*
 * The memory that holds the performance counters: a file
 * /tmp/hsperfdata_<user>/<pid> mapped shared, so that the JDK's tools can
 * map it too, or private memory when sharing is off or not safe.
 *
 * The file is made under HotSpot's rules (docs/perfdata.md, "The file"):
 * the directory must be a real directory owned by us and writable by
 * nobody else; the file is opened without following symbolic links, must
 * be a regular file of ours with one link, is locked with flock for as
 * long as the VM lives, sized to whole pages and touched page by page
 * before it is mapped. Anything else is refused: the counters then stay in
 * private memory and the reason is returned to the caller, which reports
 * it. Stale files of dead VMs of the same user are removed first.
 *
 * The environment variable AGENTVM_PERFDATA_DIR replaces /tmp as the
 * directory in which hsperfdata_<user> is made (tests use it; the JDK's
 * tools look only in /tmp).
 */
#ifndef AGENTVM_PERF_MEMORY_H
#define AGENTVM_PERF_MEMORY_H

#include <stddef.h>
#include <stdint.h>

/* Make the region: size is rounded up to whole pages. With shared set,
 * try the file first; if that is refused, *why (of why_size bytes)
 * receives the reason and private memory is used. Returns the zeroed
 * region and stores its size, or NULL when no memory at all. */
uint8_t *perf_memory_create(size_t size, int shared, size_t *size_out, char *why, size_t why_size);

/* The path of the shared file, or NULL when the region is private. */
const char *perf_memory_path(void);

/* Write the whole region to path (mode 0600). Returns 0 or -1. */
int perf_memory_save(const char *path);

/* Remove the shared file if it is still the one we made. Safe to call more
 * than once. */
void perf_memory_delete(void);

/* The same from a signal handler: only async-signal-safe calls. */
void perf_memory_delete_in_signal(void);

#endif
