/*
 * The shared-memory file of the performance counters (perfdata/perf_memory.h).
 *
 * Every step works relative to an open descriptor of the directory, so a
 * directory swapped for a symbolic link after the checks is not followed.
 */
#define _GNU_SOURCE
#include "perfdata/perf_memory.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <pwd.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

static uint8_t *region;
static size_t region_size;
static int dir_fd = -1, file_fd = -1;
static char file_path[4096 + 32]; /* empty when the region is private */
static char file_name[32];
static volatile sig_atomic_t deleted;

const char *perf_memory_path(void) { return file_path[0] ? file_path : NULL; }

static size_t page_round(size_t size)
{
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    if (size < page)
        size = page;
    return (size + page - 1) / page * page;
}

static int all_digits(const char *s)
{
    if (!*s)
        return 0;
    for (; *s; s++)
        if (*s < '0' || *s > '9')
            return 0;
    return 1;
}

/* ------------------------------------------------------------------ */
/* The directory                                                       */
/* ------------------------------------------------------------------ */

static int user_name(char *buf, size_t size)
{
    struct passwd pw, *res = NULL;
    char tmp[4096];
    if (getpwuid_r(geteuid(), &pw, tmp, sizeof tmp, &res) != 0 || !res || !res->pw_name[0])
        return -1;
    snprintf(buf, size, "%s", res->pw_name);
    return 0;
}

/* Open the user's directory, making it if needed, and check that it is
 * ours alone. Returns its descriptor or -1 with the reason in why. */
static int open_secure_dir(const char *dir, char *why, size_t why_size)
{
    if (mkdir(dir, 0755) != 0 && errno != EEXIST) {
        snprintf(why, why_size, "could not create directory %s: %s", dir, strerror(errno));
        return -1;
    }
    int fd = open(dir, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0) {
        if (errno == ELOOP || errno == ENOTDIR)
            snprintf(why, why_size, "directory %s is a symbolic link or not a directory", dir);
        else
            snprintf(why, why_size, "could not open directory %s: %s", dir, strerror(errno));
        return -1;
    }
    struct stat st;
    if (fstat(fd, &st) != 0 || !S_ISDIR(st.st_mode)) {
        snprintf(why, why_size, "%s is not a directory", dir);
    } else if (st.st_mode & (S_IWGRP | S_IWOTH)) {
        snprintf(why, why_size, "directory %s is writable by group or others", dir);
    } else if (st.st_uid != geteuid()) {
        snprintf(why, why_size, "directory %s is owned by uid %u, not by uid %u", dir, (unsigned)st.st_uid,
                 (unsigned)geteuid());
    } else {
        return fd;
    }
    close(fd);
    return -1;
}

/* A file of a VM that is gone: its lock is free and its process is dead. */
static int is_stale(int dfd, const char *name)
{
    pid_t pid = (pid_t)atol(name);
    if (pid == getpid())
        return 1;
    int fd = openat(dfd, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0)
        return 0;
    int stale = 0;
    if (flock(fd, LOCK_EX | LOCK_NB) == 0)
        stale = kill(pid, 0) != 0 && (errno == ESRCH || errno == EPERM);
    close(fd);
    return stale;
}

/* Remove what dead VMs of this user left behind. Only regular files that
 * we own are considered: links, directories and other users' files stay. */
static void remove_stale_files(int dfd)
{
    int dup_fd = dup(dfd);
    DIR *d = dup_fd >= 0 ? fdopendir(dup_fd) : NULL;
    if (!d) {
        if (dup_fd >= 0)
            close(dup_fd);
        return;
    }
    struct dirent *de;
    while ((de = readdir(d)) != NULL) {
        if (!strcmp(de->d_name, ".") || !strcmp(de->d_name, ".."))
            continue;
        struct stat st;
        if (fstatat(dfd, de->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0 || !S_ISREG(st.st_mode) ||
            st.st_uid != geteuid())
            continue;
        if (!all_digits(de->d_name) || is_stale(dfd, de->d_name))
            unlinkat(dfd, de->d_name, 0);
    }
    closedir(d);
}

/* ------------------------------------------------------------------ */
/* The file                                                            */
/* ------------------------------------------------------------------ */

/* Allocate every page now (a full disk fails here, not as SIGBUS later). */
static int touch_pages(int fd, size_t size)
{
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    static const char zero[1];
    for (size_t off = 0; off < size; off += page)
        if (pwrite(fd, zero, 1, (off_t)off) != 1)
            return -1;
    return 0;
}

static int open_secure_file(int dfd, const char *path, char *why, size_t why_size)
{
    int fd = openat(dfd, file_name, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (fd < 0) {
        if (errno == ELOOP)
            snprintf(why, why_size, "file %s is a symbolic link", path);
        else
            snprintf(why, why_size, "could not open %s: %s", path, strerror(errno));
        return -1;
    }
    struct stat st;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        snprintf(why, why_size, "%s is not a regular file", path);
    } else if (st.st_uid != geteuid()) {
        snprintf(why, why_size, "file %s is owned by uid %u, not by uid %u", path, (unsigned)st.st_uid,
                 (unsigned)geteuid());
    } else if (st.st_nlink != 1) {
        snprintf(why, why_size, "file %s has %lu links", path, (unsigned long)st.st_nlink);
    } else if (flock(fd, LOCK_EX | LOCK_NB) != 0) {
        snprintf(why, why_size, "file %s is locked by another process", path);
    } else {
        return fd;
    }
    close(fd);
    return -1;
}

static uint8_t *create_shared(size_t size, char *why, size_t why_size)
{
    char user[256], dir[4096];
    if (user_name(user, sizeof user) != 0) {
        snprintf(why, why_size, "no user name for uid %u", (unsigned)geteuid());
        return NULL;
    }
    const char *base = getenv("AGENTVM_PERFDATA_DIR");
    snprintf(dir, sizeof dir, "%s/hsperfdata_%s", base && *base ? base : "/tmp", user);
    int dfd = open_secure_dir(dir, why, why_size);
    if (dfd < 0)
        return NULL;
    remove_stale_files(dfd);
    snprintf(file_name, sizeof file_name, "%ld", (long)getpid());
    char path[4096 + 32];
    snprintf(path, sizeof path, "%s/%s", dir, file_name);
    int fd = open_secure_file(dfd, path, why, why_size);
    if (fd < 0) {
        close(dfd);
        return NULL;
    }
    void *p = MAP_FAILED;
    if (ftruncate(fd, 0) != 0 || ftruncate(fd, (off_t)size) != 0 || touch_pages(fd, size) != 0 ||
        (p = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0)) == MAP_FAILED) {
        snprintf(why, why_size, "could not size or map %s: %s", path, strerror(errno));
        unlinkat(dfd, file_name, 0);
        close(fd);
        close(dfd);
        return NULL;
    }
    /* The descriptor stays open: its lock tells other VMs the file is live. */
    file_fd = fd;
    dir_fd = dfd;
    snprintf(file_path, sizeof file_path, "%s", path);
    return p;
}

uint8_t *perf_memory_create(size_t size, int shared, size_t *size_out, char *why, size_t why_size)
{
    size = page_round(size);
    why[0] = 0;
    uint8_t *p = shared ? create_shared(size, why, why_size) : NULL;
    if (!p) {
        void *m = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (m == MAP_FAILED)
            return NULL;
        p = m;
    }
    region = p;
    region_size = size;
    *size_out = size;
    return p;
}

int perf_memory_save(const char *path)
{
    if (!region)
        return -1;
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (fd < 0)
        return -1;
    size_t done = 0;
    while (done < region_size) {
        ssize_t n = write(fd, region + done, region_size - done);
        if (n <= 0) {
            if (n < 0 && errno == EINTR)
                continue;
            close(fd);
            return -1;
        }
        done += (size_t)n;
    }
    return close(fd);
}

/* Only the file we made goes: if something else took its name since, it
 * stays. */
void perf_memory_delete(void)
{
    if (!file_path[0] || deleted)
        return;
    deleted = 1;
    struct stat ours, now;
    if (fstat(file_fd, &ours) == 0 && fstatat(dir_fd, file_name, &now, AT_SYMLINK_NOFOLLOW) == 0 &&
        ours.st_dev == now.st_dev && ours.st_ino == now.st_ino)
        unlinkat(dir_fd, file_name, 0);
}

void perf_memory_delete_in_signal(void)
{
    if (!file_path[0] || deleted)
        return;
    deleted = 1;
    unlinkat(dir_fd, file_name, 0);
}
