/*
 * Natives of java.lang.ProcessImpl: starting child processes, their pipes,
 * waiting for them and signalling them.
 *
 * Children start with posix_spawn (glibc's is a vfork-like clone, safe in a
 * threaded process): the file actions set up fds 0-2, change directory and
 * close every other descriptor; signal dispositions and the mask are reset.
 * Every wait that can block (pipe reads and writes, waiting for an exit) runs
 * with the thread in a safe state, as FileInputStream's reads do, so the GC
 * and safepoints do not wait for it and, under green threads, the thread is
 * away and the others run.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "vm/exceptions.h"
#include "vm/heap.h"
#include "vm/native.h"
#include "vm/strings.h"
#include "vm/thread.h"
#include "vm/vm.h"

#include "fdio.h"

#define NATIVE(name) static void name(Thread *t, Slot *a, Slot *ret)

extern char **environ;

/* What ProcessImpl asks of each of the child's fds 0, 1 and 2. */
enum { RD_PIPE = 0, RD_INHERIT = 1, RD_READ = 2, RD_WRITE = 3, RD_APPEND = 4 };

static void free_strv(char **v)
{
    if (!v)
        return;
    for (char **p = v; *p; p++)
        free(*p);
    free(v);
}

/* A NULL-terminated copy of a String[]; NULL with NullPointerException pending
 * for a null element. */
static char **strv_of(Thread *t, Object *arr)
{
    int32_t n = ARRAY_LENGTH(arr);
    char **v = calloc((size_t)n + 1, sizeof *v);
    for (int32_t i = 0; i < n; i++) {
        Object *s = ARRAY_DATA(arr, Object *)[i];
        if (!s) {
            free_strv(v);
            exc_throw(t, "java/lang/NullPointerException", NULL);
            return NULL;
        }
        v[i] = str_to_utf8(s);
    }
    return v;
}

typedef struct Spawn {
    int parent_fd[3];   /* our end of each pipe, -1 otherwise */
    int child_fd[3];    /* what becomes the child's fd i, -1 for inherit */
} Spawn;

static void spawn_close_all(Spawn *s)
{
    for (int i = 0; i < 3; i++) {
        if (s->parent_fd[i] >= 0)
            close(s->parent_fd[i]);
        if (s->child_fd[i] >= 0)
            close(s->child_fd[i]);
        s->parent_fd[i] = s->child_fd[i] = -1;
    }
}

/* Opens fd i's pipe or file. Returns 0, or -1 with an IOException pending. */
static int spawn_prepare(Thread *t, Spawn *s, int i, int mode, Object *file)
{
    if (mode == RD_PIPE) {
        int p[2];
        if (pipe2(p, O_CLOEXEC) != 0)
            return exc_throwf(t, "java/io/IOException", "error=%d, %s", errno, strerror(errno));
        s->parent_fd[i] = i == 0 ? p[1] : p[0];
        s->child_fd[i] = i == 0 ? p[0] : p[1];
        return 0;
    }
    if (mode == RD_INHERIT)
        return 0;
    if (!file)
        return exc_throw(t, "java/lang/NullPointerException", NULL);
    char *path = str_to_utf8(file);
    int flags = mode == RD_READ ? O_RDONLY : O_WRONLY | O_CREAT | (mode == RD_APPEND ? O_APPEND : O_TRUNC);
    int fd = open(path, flags | O_CLOEXEC, 0666);
    if (fd < 0) {
        exc_throwf(t, "java/io/FileNotFoundException", "%s (%s)", path, strerror(errno));
        free(path);
        return -1;
    }
    free(path);
    s->child_fd[i] = fd;
    return 0;
}

static int spawn_actions(posix_spawn_file_actions_t *fa, Spawn *s, int merge, const char *dir)
{
    int rc = 0;
    for (int i = 0; i < 3 && rc == 0; i++)
        if (s->child_fd[i] >= 0)
            rc = posix_spawn_file_actions_adddup2(fa, s->child_fd[i], i);
    if (rc == 0 && merge)
        rc = posix_spawn_file_actions_adddup2(fa, 1, 2);
    if (rc == 0 && dir)
        rc = posix_spawn_file_actions_addchdir_np(fa, dir);
    if (rc == 0)
        rc = posix_spawn_file_actions_addclosefrom_np(fa, 3);
    return rc;
}

static int spawn_attrs(posix_spawnattr_t *at)
{
    sigset_t all, none;
    sigfillset(&all);
    sigemptyset(&none);
    int rc = posix_spawnattr_setsigdefault(at, &all);
    if (rc == 0)
        rc = posix_spawnattr_setsigmask(at, &none);
    if (rc == 0)
        rc = posix_spawnattr_setflags(at, POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);
    return rc;
}

/*
 * static long spawn0(String[] argv, String[] env, String dir, int[] modes,
 *                    String[] files, boolean mergeErr, int[] fds)
 * env null: the VM's own environment. fds receives our ends of the pipes
 * (-1 where there is none). Returns the child's pid; a failure to start it
 * throws IOException("error=N, text"), as the JDK's does before its caller
 * adds the program's name.
 */
NATIVE(proc_spawn0)
{
    Object *argv_a = a[0].l, *env_a = a[1].l, *dir_s = a[2].l, *modes = a[3].l, *files = a[4].l, *fds = a[6].l;
    int merge = a[5].i;
    if (!argv_a || !modes || !files || !fds || ARRAY_LENGTH(argv_a) < 1 || ARRAY_LENGTH(modes) < 3 ||
        ARRAY_LENGTH(files) < 3 || ARRAY_LENGTH(fds) < 3) {
        exc_throw(t, "java/lang/IllegalArgumentException", "spawn0");
        return;
    }
    Spawn s = { { -1, -1, -1 }, { -1, -1, -1 } };
    char **argv = strv_of(t, argv_a);
    char **envp = argv && env_a ? strv_of(t, env_a) : NULL;
    char *dir = dir_s ? str_to_utf8(dir_s) : NULL;
    if (!argv || (env_a && !envp))
        goto out;
    for (int i = 0; i < 3; i++)
        if (spawn_prepare(t, &s, i, ARRAY_DATA(modes, int32_t)[i], ARRAY_DATA(files, Object *)[i]) != 0)
            goto out;

    posix_spawn_file_actions_t fa;
    posix_spawnattr_t at;
    posix_spawn_file_actions_init(&fa);
    posix_spawnattr_init(&at);
    pid_t pid = -1;
    int rc = spawn_actions(&fa, &s, merge, dir);
    if (rc == 0)
        rc = spawn_attrs(&at);
    if (rc == 0)
        rc = posix_spawnp(&pid, argv[0], &fa, &at, argv, envp ? envp : environ);
    posix_spawn_file_actions_destroy(&fa);
    posix_spawnattr_destroy(&at);
    if (rc != 0) {
        exc_throwf(t, "java/io/IOException", "error=%d, %s", rc, strerror(rc));
        goto out;
    }
    for (int i = 0; i < 3; i++) {
        ARRAY_DATA(fds, int32_t)[i] = s.parent_fd[i];
        s.parent_fd[i] = -1;
    }
    ret->j = pid;
out:
    spawn_close_all(&s);
    free_strv(argv);
    free_strv(envp);
    free(dir);
}

/* static void waitExit0(long pid): blocks until the child has ended, without
 * reaping it (reap0 does, under the Process's lock). */
NATIVE(proc_wait_exit0)
{
    pid_t pid = (pid_t)a[0].j;
    siginfo_t si;
    thr_enter_safe(t, THR_IN_NATIVE);
    int rc;
    do {
        memset(&si, 0, sizeof si);
        rc = waitid(P_PID, (id_t)pid, &si, WEXITED | WNOWAIT);
    } while (rc != 0 && errno == EINTR);
    thr_leave_safe(t);
}

/* static int reap0(long pid): the exit status of an ended child, 128 + the
 * signal for one killed by a signal, as the JDK reports it; -1 if unknown. */
NATIVE(proc_reap0)
{
    int st = 0;
    pid_t r;
    do
        r = waitpid((pid_t)a[0].j, &st, 0);
    while (r < 0 && errno == EINTR);
    if (r < 0)
        ret->i = -1;
    else if (WIFEXITED(st))
        ret->i = WEXITSTATUS(st);
    else if (WIFSIGNALED(st))
        ret->i = 128 + WTERMSIG(st);
    else
        ret->i = st;
}

/* static void kill0(long pid, boolean force): SIGTERM or SIGKILL. */
NATIVE(proc_kill0)
{
    if (a[0].j > 0)
        kill((pid_t)a[0].j, a[2].i ? SIGKILL : SIGTERM);
}

/* Writes all of buf; a child that closed its end gives EPIPE, not SIGPIPE
 * (blocked around the write, a pending one taken back). */
static ssize_t write_all(int fd, const char *buf, size_t len, int *err)
{
    sigset_t pipe_set, old;
    sigemptyset(&pipe_set);
    sigaddset(&pipe_set, SIGPIPE);
    pthread_sigmask(SIG_BLOCK, &pipe_set, &old);
    size_t done = 0;
    ssize_t n = 0;
    while (done < len) {
        n = write(fd, buf + done, len - done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            break;
        done += (size_t)n;
    }
    *err = errno;
    if (n < 0 && *err == EPIPE) {
        struct timespec zero = { 0, 0 };
        sigset_t pending;
        sigpending(&pending);
        if (sigismember(&pending, SIGPIPE) && !sigismember(&old, SIGPIPE))
            sigtimedwait(&pipe_set, NULL, &zero);
    }
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    return n < 0 ? -1 : (ssize_t)done;
}

/* static void write0(int fd, byte[] b, int off, int len) */
NATIVE(proc_write0)
{
    (void)ret;
    Object *b = a[1].l;
    int32_t off = a[2].i, len = a[3].i;
    if (fdio_check_range(t, b, off, len) != 0 || len == 0)
        return;
    char *buf = malloc((size_t)len);
    memcpy(buf, ARRAY_DATA(b, char) + off, (size_t)len);
    thr_enter_safe(t, THR_IN_NATIVE);
    int err = 0;
    ssize_t n = write_all(a[0].i, buf, (size_t)len, &err);
    thr_leave_safe(t);
    free(buf);
    if (n < 0)
        exc_throw(t, "java/io/IOException", strerror(err));
}

/* static int available0(int fd) */
NATIVE(proc_available0)
{
    int n = 0;
    ret->i = ioctl(a[0].i, FIONREAD, &n) == 0 ? n : 0;
}

/* static void close0(int fd) */
NATIVE(proc_close0)
{
    (void)t;
    (void)ret;
    if (a[0].i > 2)
        close(a[0].i);
}

#define PI "java/lang/ProcessImpl"
static const VmNativeDef process_natives[] = {
    { PI, "spawn0", "([Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[I[Ljava/lang/String;Z[I)J", proc_spawn0 },
    { PI, "waitExit0", "(J)V", proc_wait_exit0 },
    { PI, "reap0", "(J)I", proc_reap0 },
    { PI, "kill0", "(JZ)V", proc_kill0 },
    { PI, "read0", "(I[BII)I", fdio_read_array },
    { PI, "write0", "(I[BII)V", proc_write0 },
    { PI, "available0", "(I)I", proc_available0 },
    { PI, "close0", "(I)V", proc_close0 },
    { NULL, NULL, NULL, NULL }
};

void classlib_register_process_natives(void)
{
    nat_register_table(process_natives);
}
