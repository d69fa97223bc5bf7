/*
 * A raw client of the attach protocol, for tests that must send what the
 * JDK's tools never send.
 *
 *   attach-client SOCKET req CMD [ARG0 [ARG1 [ARG2]]]
 *       a well-formed version-1 request, one write per string and per
 *       terminator as the JDK 17 client does; the reply goes to stdout.
 *   attach-client SOCKET raw
 *       sends standard input as it is and prints the reply.
 *   attach-client SOCKET cut
 *       sends standard input and closes at once, without reading.
 *   attach-client SOCKET silent
 *       connects and closes without sending anything (the tools' probe).
 *
 * Exits 0 once a reply (possibly empty: the VM closed the connection)
 * was read, 3 when the connection could not be made.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <sys/un.h>
#include <unistd.h>

static void send_all(int fd, const void *p, size_t n)
{
    const char *c = p;
    while (n) {
        ssize_t w = send(fd, c, n, MSG_NOSIGNAL);
        if (w <= 0) {
            if (w < 0 && errno == EINTR)
                continue;
            return;
        }
        c += w;
        n -= (size_t)w;
    }
}

static void send_string(int fd, const char *s)
{
    if (*s)
        send_all(fd, s, strlen(s));
    send_all(fd, "", 1);
}

static void print_reply(int fd)
{
    char buf[65536];
    for (;;) {
        ssize_t r = recv(fd, buf, sizeof buf, 0);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0)
            break;
        fwrite(buf, 1, (size_t)r, stdout);
    }
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: %s SOCKET req|raw|cut|silent [CMD ARGS...]\n", argv[0]);
        return 2;
    }
    struct sockaddr_un addr = { .sun_family = AF_UNIX };
    snprintf(addr.sun_path, sizeof addr.sun_path, "%s", argv[1]);
    int fd = socket(AF_UNIX, SOCK_STREAM, 0);
    if (fd < 0 || connect(fd, (struct sockaddr *)&addr, sizeof addr) != 0) {
        fprintf(stderr, "connect: %s\n", strerror(errno));
        return 3;
    }
    struct timeval tv = { .tv_sec = 20 };
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
    const char *mode = argv[2];
    if (!strcmp(mode, "req")) {
        send_string(fd, "1");
        for (int i = 0; i < 4; i++)
            send_string(fd, 3 + i < argc ? argv[3 + i] : "");
        print_reply(fd);
    } else if (!strcmp(mode, "raw") || !strcmp(mode, "cut")) {
        char buf[65536];
        size_t n = fread(buf, 1, sizeof buf, stdin);
        send_all(fd, buf, n);
        if (!strcmp(mode, "raw"))
            print_reply(fd);
    } else if (strcmp(mode, "silent") != 0) {
        fprintf(stderr, "unknown mode %s\n", mode);
        return 2;
    }
    close(fd);
    return 0;
}
