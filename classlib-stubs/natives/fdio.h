/*
 * Reading a file descriptor into a Java byte array, shared by the natives of
 * java.io (FileInputStream, RandomAccessFile) and of java.lang.ProcessImpl's
 * pipes.
 */
#ifndef AGENTVM_FDIO_H
#define AGENTVM_FDIO_H

#include <stdint.h>

#include "vm/vm.h"

/*
 * Checks that [off, off + len) lies in byte array b: 0 when it does, else
 * throws NullPointerException or IndexOutOfBoundsException and returns
 * nonzero.
 */
int fdio_check_range(Thread *t, Object *b, int32_t off, int32_t len);

/*
 * The native int read(int fd, byte[] b, int off, int len): reads at most len
 * bytes with the thread in a safe state, returns their count, -1 at end of
 * stream (0 when len is 0), or throws IOException.
 */
void fdio_read_array(Thread *t, Slot *a, Slot *ret);

#endif
