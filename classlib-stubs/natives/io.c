/*
 * Natives of java.io: file descriptors and the file system.
 *
 * Blocking system calls run with the thread in a safe state (the GC may run
 * meanwhile), so they work on a C buffer and copy to or from the Java array
 * only in Java state.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "vm/exceptions.h"
#include "vm/heap.h"
#include "vm/native.h"
#include "vm/strings.h"
#include "vm/thread.h"
#include "vm/vm.h"

#include "fdio.h"

#define NATIVE(name) static void name(Thread *t, Slot *a, Slot *ret)

static char *path_of(Thread *t, Object *s)
{
    if (!s) {
        exc_throw(t, "java/lang/NullPointerException", NULL);
        return NULL;
    }
    return str_to_utf8(s);
}

static void throw_open_error(Thread *t, const char *path, int err)
{
    exc_throwf(t, "java/io/FileNotFoundException", "%s (%s)", path, strerror(err));
}

int fdio_check_range(Thread *t, Object *b, int32_t off, int32_t len)
{
    if (!b)
        return exc_throw(t, "java/lang/NullPointerException", NULL);
    if (off < 0 || len < 0 || (int64_t)off + len > ARRAY_LENGTH(b))
        return exc_throwf(t, "java/lang/IndexOutOfBoundsException", "Range [%d, %d + %d) out of bounds for length %d",
                          off, off, len, ARRAY_LENGTH(b));
    return 0;
}

NATIVE(fis_open0)
{
    char *p = path_of(t, a[0].l);
    if (!p)
        return;
    int fd = open(p, O_RDONLY | O_CLOEXEC);
    struct stat st;
    if (fd >= 0 && fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
        close(fd);
        fd = -1;
        errno = EISDIR;
        exc_throwf(t, "java/io/FileNotFoundException", "%s (Is a directory)", p);
    } else if (fd < 0) {
        throw_open_error(t, p, errno);
    }
    ret->i = fd;
    free(p);
}

void fdio_read_array(Thread *t, Slot *a, Slot *ret)
{
    int fd = a[0].i;
    Object *b = a[1].l;
    int32_t off = a[2].i, len = a[3].i;
    if (fdio_check_range(t, b, off, len) != 0)
        return;
    if (len == 0)
        return;
    char stackbuf[8192];
    char *buf = len <= (int32_t)sizeof stackbuf ? stackbuf : malloc((size_t)len);
    thr_push_root(t, &b);
    thr_enter_safe(t, THR_IN_NATIVE);
    ssize_t n;
    do
        n = read(fd, buf, (size_t)len);
    while (n < 0 && errno == EINTR);
    int err = errno;
    thr_leave_safe(t);
    thr_pop_roots(t, 1);
    if (n < 0)
        exc_throw(t, "java/io/IOException", strerror(err));
    else if (n == 0)
        ret->i = -1;
    else {
        memcpy(ARRAY_DATA(b, char) + off, buf, (size_t)n);
        ret->i = (int32_t)n;
    }
    if (buf != stackbuf)
        free(buf);
}

NATIVE(fis_available0)
{
    int n = 0;
    if (ioctl(a[0].i, FIONREAD, &n) == 0) {
        ret->i = n;
        return;
    }
    struct stat st;
    off_t pos = lseek(a[0].i, 0, SEEK_CUR);
    if (fstat(a[0].i, &st) == 0 && S_ISREG(st.st_mode) && pos >= 0)
        ret->i = (int32_t)(st.st_size - pos > INT32_MAX ? INT32_MAX : st.st_size - pos);
}

NATIVE(fis_skip0)
{
    off_t cur = lseek(a[0].i, 0, SEEK_CUR);
    off_t end = cur >= 0 ? lseek(a[0].i, a[1].j, SEEK_CUR) : -1;
    if (end < 0) {
        exc_throw(t, "java/io/IOException", strerror(errno));
        return;
    }
    ret->j = end - cur;
}

NATIVE(fd_close0)
{
    if (a[0].i > 2 && close(a[0].i) != 0)
        exc_throw(t, "java/io/IOException", strerror(errno));
}

NATIVE(fos_open0)
{
    char *p = path_of(t, a[0].l);
    if (!p)
        return;
    int fd = open(p, O_WRONLY | O_CREAT | O_CLOEXEC | (a[1].i ? O_APPEND : O_TRUNC), 0666);
    if (fd < 0)
        throw_open_error(t, p, errno);
    ret->i = fd;
    free(p);
}

NATIVE(fos_write_bytes0)
{
    int fd = a[0].i;
    Object *b = a[1].l;
    int32_t off = a[2].i, len = a[3].i;
    if (fdio_check_range(t, b, off, len) != 0)
        return;
    const char *p = ARRAY_DATA(b, char) + off;
    /* Objects never move, and b stays reachable through our caller's
     * frame, so writing straight from the array is safe. */
    while (len > 0) {
        ssize_t n = write(fd, p, (size_t)len);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0) {
            exc_throw(t, "java/io/IOException", strerror(errno));
            return;
        }
        p += n;
        len -= (int32_t)n;
    }
}

/* java.io.RandomAccessFile: mode 0 "r", 1 "rw", 2 "rws", 3 "rwd". Reading and
 * writing share FileInputStream's and FileOutputStream's natives. */
NATIVE(raf_open0)
{
    char *p = path_of(t, a[0].l);
    if (!p)
        return;
    static const int flags[] = { O_RDONLY, O_RDWR | O_CREAT, O_RDWR | O_CREAT | O_SYNC, O_RDWR | O_CREAT | O_DSYNC };
    int mode = a[1].i;
    int fd = (mode >= 0 && mode <= 3) ? open(p, flags[mode] | O_CLOEXEC, 0666) : -1;
    struct stat st;
    if (fd >= 0 && fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
        close(fd);
        fd = -1;
        exc_throwf(t, "java/io/FileNotFoundException", "%s (Is a directory)", p);
    } else if (fd < 0) {
        throw_open_error(t, p, mode >= 0 && mode <= 3 ? errno : EINVAL);
    }
    ret->i = fd;
    free(p);
}

NATIVE(raf_seek0)
{
    if (lseek(a[0].i, (off_t)a[1].j, SEEK_SET) < 0)
        exc_throw(t, "java/io/IOException", strerror(errno));
}

NATIVE(raf_get_file_pointer0)
{
    off_t pos = lseek(a[0].i, 0, SEEK_CUR);
    if (pos < 0)
        exc_throw(t, "java/io/IOException", strerror(errno));
    ret->j = (int64_t)pos;
}

NATIVE(raf_length0)
{
    struct stat st;
    if (fstat(a[0].i, &st) != 0) {
        exc_throw(t, "java/io/IOException", strerror(errno));
        return;
    }
    ret->j = (int64_t)st.st_size;
}

/* As the JDK: the position moves back to the new end if it was beyond it. */
NATIVE(raf_set_length0)
{
    int fd = a[0].i;
    int64_t len = a[1].j;
    off_t pos = lseek(fd, 0, SEEK_CUR);
    if (len < 0 || pos < 0 || ftruncate(fd, (off_t)len) != 0) {
        exc_throw(t, "java/io/IOException", len < 0 ? "Invalid argument" : strerror(errno));
        return;
    }
    if (pos > len && lseek(fd, (off_t)len, SEEK_SET) < 0)
        exc_throw(t, "java/io/IOException", strerror(errno));
}

NATIVE(file_get_boolean_attributes0)
{
    char *p = path_of(t, a[0].l);
    if (!p)
        return;
    struct stat st;
    int r = 0;
    if (stat(p, &st) == 0) {
        r = 1 | (S_ISREG(st.st_mode) ? 2 : 0) | (S_ISDIR(st.st_mode) ? 4 : 0);
        const char *base = strrchr(p, '/');
        base = base ? base + 1 : p;
        if (base[0] == '.')
            r |= 8;
    }
    ret->i = r;
    free(p);
}

NATIVE(file_length0)
{
    char *p = path_of(t, a[0].l);
    struct stat st;
    ret->j = p && stat(p, &st) == 0 ? (int64_t)st.st_size : 0;
    free(p);
}

NATIVE(file_last_modified0)
{
    char *p = path_of(t, a[0].l);
    struct stat st;
    ret->j = p && stat(p, &st) == 0 ? (int64_t)st.st_mtim.tv_sec * 1000 + st.st_mtim.tv_nsec / 1000000 : 0;
    free(p);
}

NATIVE(file_check_access0)
{
    char *p = path_of(t, a[0].l);
    ret->i = p && access(p, a[1].i & (R_OK | W_OK | X_OK)) == 0;
    free(p);
}

/* Sets the modification time only; the access time is left alone. */
NATIVE(file_set_last_modified0)
{
    char *p = path_of(t, a[0].l);
    int64_t ms = a[1].j;
    struct timespec ts[2];
    ts[0].tv_sec = 0;
    ts[0].tv_nsec = UTIME_OMIT;
    ts[1].tv_sec = (time_t)(ms / 1000);
    ts[1].tv_nsec = (long)(ms % 1000) * 1000000L;
    ret->i = p && ms >= 0 && utimensat(AT_FDCWD, p, ts, 0) == 0;
    free(p);
}

NATIVE(file_is_symlink0)
{
    char *p = path_of(t, a[0].l);
    struct stat st;
    ret->i = p && lstat(p, &st) == 0 && S_ISLNK(st.st_mode);
    free(p);
}

NATIVE(file_delete0)
{
    char *p = path_of(t, a[0].l);
    ret->i = p && (unlink(p) == 0 || (errno == EISDIR && rmdir(p) == 0) || rmdir(p) == 0);
    free(p);
}

NATIVE(file_mkdir0)
{
    char *p = path_of(t, a[0].l);
    ret->i = p && mkdir(p, 0777) == 0;
    free(p);
}

NATIVE(file_list0)
{
    char *p = path_of(t, a[0].l);
    DIR *d = p ? opendir(p) : NULL;
    free(p);
    if (!d)
        return;
    int n = 0, cap = 16;
    char **names = malloc(sizeof(char *) * (size_t)cap);
    for (struct dirent *e; (e = readdir(d));) {
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
            continue;
        if (n == cap)
            names = realloc(names, sizeof(char *) * (size_t)(cap *= 2));
        names[n++] = strdup(e->d_name);
    }
    closedir(d);
    Object *arr = heap_new_array(t, wk.string_array, n);
    if (arr) {
        thr_push_root(t, &arr);
        for (int i = 0; i < n; i++) {
            Object *s = str_new_utf8(t, names[i]);
            if (!s)
                break;
            ARRAY_DATA(arr, Object *)[i] = s;
        }
        thr_pop_roots(t, 1);
        ret->l = arr;
    }
    for (int i = 0; i < n; i++)
        free(names[i]);
    free(names);
}

NATIVE(file_create_exclusively0)
{
    char *p = path_of(t, a[0].l);
    if (!p)
        return;
    int fd = open(p, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd >= 0) {
        close(fd);
        ret->i = 1;
    } else if (errno != EEXIST) {
        exc_throw(t, "java/io/IOException", strerror(errno));
    }
    free(p);
}

NATIVE(file_rename0)
{
    char *from = path_of(t, a[0].l), *to = from ? path_of(t, a[1].l) : NULL;
    ret->i = from && to && rename(from, to) == 0;
    free(from);
    free(to);
}

NATIVE(file_canonicalize0)
{
    char *p = path_of(t, a[0].l);
    if (!p)
        return;
    char buf[PATH_MAX];
    const char *r = realpath(p, buf) ? buf : p;
    ret->l = str_new_utf8(t, r);
    free(p);
}

static const VmNativeDef io_natives[] = {
    { "java/io/FileInputStream", "open0", "(Ljava/lang/String;)I", fis_open0 },
    { "java/io/FileInputStream", "readBytes0", "(I[BII)I", fdio_read_array },
    { "java/io/FileInputStream", "available0", "(I)I", fis_available0 },
    { "java/io/FileInputStream", "skip0", "(IJ)J", fis_skip0 },
    { "java/io/FileInputStream", "close0", "(I)V", fd_close0 },
    { "java/io/FileOutputStream", "open0", "(Ljava/lang/String;Z)I", fos_open0 },
    { "java/io/FileOutputStream", "writeBytes0", "(I[BII)V", fos_write_bytes0 },
    { "java/io/FileOutputStream", "close0", "(I)V", fd_close0 },
    { "java/io/RandomAccessFile", "open0", "(Ljava/lang/String;I)I", raf_open0 },
    { "java/io/RandomAccessFile", "readBytes0", "(I[BII)I", fdio_read_array },
    { "java/io/RandomAccessFile", "writeBytes0", "(I[BII)V", fos_write_bytes0 },
    { "java/io/RandomAccessFile", "seek0", "(IJ)V", raf_seek0 },
    { "java/io/RandomAccessFile", "getFilePointer0", "(I)J", raf_get_file_pointer0 },
    { "java/io/RandomAccessFile", "length0", "(I)J", raf_length0 },
    { "java/io/RandomAccessFile", "setLength0", "(IJ)V", raf_set_length0 },
    { "java/io/RandomAccessFile", "close0", "(I)V", fd_close0 },
    { "java/io/File", "getBooleanAttributes0", "(Ljava/lang/String;)I", file_get_boolean_attributes0 },
    { "java/io/File", "length0", "(Ljava/lang/String;)J", file_length0 },
    { "java/io/File", "lastModified0", "(Ljava/lang/String;)J", file_last_modified0 },
    { "java/io/File", "delete0", "(Ljava/lang/String;)Z", file_delete0 },
    { "java/io/File", "checkAccess0", "(Ljava/lang/String;I)Z", file_check_access0 },
    { "java/io/File", "setLastModified0", "(Ljava/lang/String;J)Z", file_set_last_modified0 },
    { "java/nio/file/Files", "isSymlink0", "(Ljava/lang/String;)Z", file_is_symlink0 },
    { "java/io/File", "mkdir0", "(Ljava/lang/String;)Z", file_mkdir0 },
    { "java/io/File", "list0", "(Ljava/lang/String;)[Ljava/lang/String;", file_list0 },
    { "java/io/File", "createFileExclusively0", "(Ljava/lang/String;)Z", file_create_exclusively0 },
    { "java/io/File", "rename0", "(Ljava/lang/String;Ljava/lang/String;)Z", file_rename0 },
    { "java/io/File", "canonicalize0", "(Ljava/lang/String;)Ljava/lang/String;", file_canonicalize0 },
    { NULL, NULL, NULL, NULL }
};

void classlib_register_io_natives(void)
{
    nat_register_table(io_natives);
}
