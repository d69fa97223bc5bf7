/*
 * Fuzz target: the JAR reader (vm/loader.c over minizip). The input is
 * the archive; it is handed to the reader as a file (a memfd), as the
 * launcher's -jar and the class path hand it a path. The launcher's
 * questions are asked: is it a valid archive, its Main-Class and
 * Class-Path, and a class entry read through the directory index.
 */
#define _GNU_SOURCE
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

#include "vm/loader.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int jar_fd = -1;
static char jar_path[64];

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (jar_fd < 0) {
        jar_fd = memfd_create("fuzz.jar", 0);
        if (jar_fd < 0)
            abort();
        snprintf(jar_path, sizeof jar_path, "/proc/self/fd/%d", jar_fd);
    }
    if (ftruncate(jar_fd, 0) != 0 || pwrite(jar_fd, data, size, 0) != (ssize_t)size)
        abort();
    if (!cl_jar_is_valid(jar_path))
        return 0;
    free(cl_jar_manifest_attr(jar_path, "Main-Class"));
    free(cl_jar_manifest_attr(jar_path, "Class-Path"));
    size_t len = 0;
    free(cl_jar_read_entry(jar_path, "A.class", &len));
    return 0;
}
