/*
 * The attach listener (see vm/attach.h and docs/attach.md).
 *
 * Waking up. Nothing listens until a tool asks: SIGQUIT reaches the Signal
 * Dispatcher, which calls attach_on_sigquit. If ".attach_pid<pid>" exists
 * in the current directory or in /tmp and belongs to the VM's effective
 * user or to root, the listener starts and the signal prints no dump.
 *
 * The socket. Bound under a temporary name, made 0600 and owned by the
 * VM's euid/egid, then renamed to /tmp/.java_pid<pid>, so a client never
 * sees a socket with looser rights. rename() replaces a symbolic link
 * planted under the final name instead of following it, and unlink() of
 * a planted temporary name removes the link, not its target; the sticky
 * /tmp keeps other users from swapping the temporary socket between bind
 * and rename, and a peer that connects in that window (a permissive umask)
 * still meets the credential check. The result is checked with lstat
 * before it is served.
 *
 * Serving. One thread, one request per connection, as HotSpot: the peer
 * must have the VM's uid and gid, or be root (SO_PEERCRED); otherwise the
 * connection is closed without a byte. A request is five NUL-terminated
 * strings (protocol version "1", the command, three arguments) read across
 * as many reads as the client needs; the reply is the status in decimal,
 * a newline and the text, then the connection is shut down. A client that
 * stays silent is dropped after CLIENT_TIMEOUT_S so it cannot keep the
 * listener from other tools. Writes use MSG_NOSIGNAL: a client that has
 * gone away must not end the VM with SIGPIPE.
 */
#define _GNU_SOURCE
#include "vm/attach.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <semaphore.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include "include/jni.h"
#include "vm/attach_ops.h"
#include "vm/exceptions.h"
#include "vm/jni_impl.h"
#include "vm/thread.h"
#include "vm/vm.h"

AttachOptions attach_opts = { .dynamic_agents = 1 };

enum {
    ATTACH_ERROR_BADVERSION = 101,
    MAX_COMMAND = 16,
    MAX_ARGUMENT = 1024,
    ARG_COUNT = 3,
    /* The version, the command and three arguments, each with its NUL. */
    MAX_REQUEST = (1 + 8) + (MAX_COMMAND + 1) + ARG_COUNT * (MAX_ARGUMENT + 1),
    CLIENT_TIMEOUT_S = 10,
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static int listen_fd = -1;           /* under lock; -1 while no socket exists */
static int listener_running;         /* under lock */
static int shutting_down;            /* under lock */
static char socket_path[sizeof(((struct sockaddr_un *)0)->sun_path)];

int attach_supported(void) { return !attach_opts.disabled; }

static void make_socket_path(void)
{
    snprintf(socket_path, sizeof socket_path, "/tmp/.java_pid%d", (int)getpid());
}

/* ------------------------------------------------------------------ */
/* The attach file and the socket                                      */
/* ------------------------------------------------------------------ */

/* ".attach_pid<pid>" here or in /tmp, owned by the VM's user or root. */
static int attach_requested(void)
{
    char name[64], tmp[96];
    snprintf(name, sizeof name, ".attach_pid%d", (int)getpid());
    snprintf(tmp, sizeof tmp, "/tmp/%s", name);
    const char *candidates[] = { name, tmp };
    for (size_t i = 0; i < AVM_ARRAY_LEN(candidates); i++) {
        struct stat st;
        if (stat(candidates[i], &st) == 0 && (st.st_uid == geteuid() || st.st_uid == 0))
            return 1;
    }
    return 0;
}

/* The final path must now be our own socket, private to us. */
static int socket_file_is_ours(void)
{
    struct stat st;
    return lstat(socket_path, &st) == 0 && S_ISSOCK(st.st_mode) && st.st_uid == geteuid() &&
           (st.st_mode & 0077) == 0;
}

/* A new listening socket at socket_path, or -1. */
static int create_socket(void)
{
    struct sockaddr_un addr = { .sun_family = AF_UNIX };
    char tmp[sizeof addr.sun_path];
    if (snprintf(tmp, sizeof tmp, "%s.tmp", socket_path) >= (int)sizeof tmp)
        return -1;
    int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0)
        return -1;
    memcpy(addr.sun_path, tmp, strlen(tmp) + 1);
    unlink(tmp);
    if (bind(fd, (struct sockaddr *)&addr, sizeof addr) != 0 || listen(fd, 5) != 0)
        goto failed;
    if (chmod(tmp, S_IRUSR | S_IWUSR) != 0 || chown(tmp, geteuid(), getegid()) != 0 ||
        rename(tmp, socket_path) != 0)
        goto failed;
    if (!socket_file_is_ours()) {
        unlink(socket_path);
        close(fd);
        return -1;
    }
    return fd;
failed:
    unlink(tmp);
    close(fd);
    return -1;
}

/* ------------------------------------------------------------------ */
/* Requests                                                            */
/* ------------------------------------------------------------------ */

typedef struct Request {
    char buf[MAX_REQUEST + 1];
    const char *strings[2 + ARG_COUNT];
} Request;

typedef enum ReadResult { REQ_OK, REQ_BAD_VERSION, REQ_DROP } ReadResult;

static int count_nuls(const char *p, size_t len)
{
    int n = 0;
    for (size_t i = 0; i < len; i++)
        n += p[i] == 0;
    return n;
}

/* As HotSpot: read until five strings have arrived, the buffer is full or
 * the client stops, however the client cuts its writes; only then judge
 * the request. A client that is still writing is never cut off (it would
 * see a broken pipe instead of the end of the reply). */
static ReadResult read_request(int fd, Request *r)
{
    size_t len = 0;
    int nuls = 0;
    while (nuls < 2 + ARG_COUNT && len < MAX_REQUEST) {
        ssize_t got = recv(fd, r->buf + len, MAX_REQUEST - len, 0);
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0)
            break;
        nuls += count_nuls(r->buf + len, (size_t)got);
        len += (size_t)got;
    }
    if (len == 0)
        return REQ_DROP;
    /* The version is judged first, whatever follows it. */
    r->buf[len] = 0;
    if (strcmp(r->buf, "1") != 0)
        return REQ_BAD_VERSION;
    if (nuls != 2 + ARG_COUNT || r->buf[len - 1] != 0)
        return REQ_DROP;
    const char *p = r->buf;
    for (int i = 0; i < 2 + ARG_COUNT; i++) {
        r->strings[i] = p;
        p += strlen(p) + 1;
    }
    if (strlen(r->strings[1]) > MAX_COMMAND)
        return REQ_DROP;
    for (int i = 0; i < ARG_COUNT; i++)
        if (strlen(r->strings[2 + i]) > MAX_ARGUMENT)
            return REQ_DROP;
    return REQ_OK;
}

static void send_all(int fd, const char *p, size_t len)
{
    while (len) {
        ssize_t w = send(fd, p, len, MSG_NOSIGNAL);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            return;
        p += w;
        len -= (size_t)w;
    }
}

static void reply(int fd, int status, const char *text, size_t len)
{
    char head[16];
    int n = snprintf(head, sizeof head, "%d\n", status);
    send_all(fd, head, (size_t)n);
    send_all(fd, text, len);
}

static int peer_allowed(int fd)
{
    struct ucred cred;
    socklen_t len = sizeof cred;
    if (getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &cred, &len) != 0)
        return 0;
    return cred.uid == 0 || (cred.uid == geteuid() && cred.gid == getegid());
}

/* Runs the request in Java state and sends its reply. */
static void serve(Thread *t, int fd)
{
    Request *r = calloc(1, sizeof *r);
    if (!r)
        return;
    ReadResult rr = read_request(fd, r);
    if (rr == REQ_BAD_VERSION)
        reply(fd, ATTACH_ERROR_BADVERSION, "", 0);
    if (rr != REQ_OK) {
        free(r);
        return;
    }
    char *text = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&text, &len);
    int status = -1;
    if (out) {
        thr_leave_safe(t);
        status = attach_execute(t, r->strings[1], r->strings + 2, out);
        exc_take(t);
        thr_enter_safe(t, THR_IN_NATIVE);
        fclose(out);
    }
    reply(fd, status, text ? text : "", text ? len : 0);
    free(text);
    free(r);
}

/* ------------------------------------------------------------------ */
/* The listener thread                                                 */
/* ------------------------------------------------------------------ */

static sem_t started;
static int start_failed;

/* The socket to accept on, or -1 once the VM is going down. */
static int current_fd(void)
{
    pthread_mutex_lock(&lock);
    int fd = shutting_down ? -1 : listen_fd;
    pthread_mutex_unlock(&lock);
    return fd;
}

static void accept_loop(Thread *t)
{
    for (;;) {
        int lfd = current_fd();
        if (lfd < 0)
            return;
        int fd = accept4(lfd, NULL, NULL, SOCK_CLOEXEC);
        if (fd < 0) {
            /* A replaced socket, shut down to wake us, is ours to close: closed
             * by anyone else, its number could be reused under our accept. */
            int now = current_fd();
            if (now != lfd)
                close(lfd);
            else if (errno != EINTR && errno != ECONNABORTED)
                usleep(10000);
            if (now < 0)
                return;
            continue;
        }
        if (peer_allowed(fd)) {
            struct timeval tv = { .tv_sec = CLIENT_TIMEOUT_S };
            setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
            setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, sizeof tv);
            serve(t, fd);
            shutdown(fd, SHUT_RDWR);
        }
        close(fd);
    }
}

static void *listener_main(void *arg)
{
    (void)arg;
    JNIEnv *env;
    JavaVMAttachArgs aa = { JNI_VERSION_1_2, "Attach Listener", (jobject)&wk.system_group };
    if ((*jni_vm)->AttachCurrentThreadAsDaemon(jni_vm, (void **)&env, &aa) != JNI_OK) {
        start_failed = 1;
        sem_post(&started);
        return NULL;
    }
    Thread *t = jni_thread(env);
    thr_leave_safe(t);
    /* HotSpot runs its listener at the highest priority, as the dispatcher. */
    if (t->jthread)
        *FIELD_PTR(t->jthread, wk.thread_priority, int32_t) = 9;
    thr_enter_safe(t, THR_IN_NATIVE);
    sem_post(&started);
    accept_loop(t);
    return NULL;
}

/* Creates the socket and, the first time, the thread; called with lock
 * held. Waits (in native state) until the thread is attached. */
static int start_listener(Thread *t)
{
    int fd = create_socket();
    if (fd < 0)
        return -1;
    int old = listen_fd;
    listen_fd = fd;
    /* The thread is blocked in accept on the old socket: wake it; it
     * closes the old socket itself. */
    if (old >= 0)
        shutdown(old, SHUT_RDWR);
    if (listener_running)
        return 0;
    sem_init(&started, 0, 0);
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    pthread_t th;
    int rc = pthread_create(&th, &attr, listener_main, NULL);
    pthread_attr_destroy(&attr);
    if (rc == 0) {
        while (sem_wait(&started) != 0 && errno == EINTR) {
        }
    }
    if (rc != 0 || start_failed) {
        listen_fd = -1;
        close(fd);
        unlink(socket_path);
        return -1;
    }
    listener_running = 1;
    /* A host that calls exit() without destroying the VM skips the exit
     * sequence: the socket must still go. */
    atexit(attach_shutdown);
    (void)t;
    return 0;
}

int attach_on_sigquit(Thread *t)
{
    if (attach_opts.disabled)
        return 0;
    pthread_mutex_lock(&lock);
    int handled = 0;
    struct stat st;
    /* A running listener whose socket file is gone is started again. */
    int serving = listener_running && listen_fd >= 0 && stat(socket_path, &st) == 0;
    if (!serving && !shutting_down && attach_requested())
        handled = start_listener(t) == 0;
    pthread_mutex_unlock(&lock);
    return handled;
}

void attach_init(Thread *t)
{
    if (attach_opts.disabled)
        return;
    make_socket_path();
    /* A socket left by an earlier process with this pid (killed with
     * SIGKILL) would make clients connect to nothing. */
    struct stat st;
    if (lstat(socket_path, &st) == 0 && st.st_uid == geteuid())
        unlink(socket_path);
    if (!attach_opts.start_at_boot && !vm_opts.reduce_signals)
        return;
    thr_enter_safe(t, THR_IN_NATIVE);
    pthread_mutex_lock(&lock);
    if (start_listener(t) != 0)
        fprintf(stderr, "Warning: cannot start the attach listener\n");
    pthread_mutex_unlock(&lock);
    thr_leave_safe(t);
}

void attach_shutdown(void)
{
    pthread_mutex_lock(&lock);
    shutting_down = 1;
    if (listen_fd >= 0) {
        shutdown(listen_fd, SHUT_RDWR);
        unlink(socket_path);
        /* The listener, woken, closes the descriptor; forgetting it here
         * keeps a second call (atexit after the exit sequence) off a
         * number that may since belong to someone else. */
        listen_fd = -1;
    }
    pthread_mutex_unlock(&lock);
}

/* ------------------------------------------------------------------ */
/* Operations                                                          */
/* ------------------------------------------------------------------ */

int attach_execute(Thread *t, const char *cmd, const char *const args[3], FILE *out)
{
    const AttachOp *op = attach_find_op(cmd);
    if (!op) {
        fprintf(out, "Operation %s not recognized!", cmd);
        return -1;
    }
    return op->fn(t, args, out);
}
