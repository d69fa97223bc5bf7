/*
 * Drives the HPROF class-file rewriter (agents/hprof/crw.c) outside any VM:
 *
 *   crw_tool instrument TRACKER IN_DIR OUT_DIR CLASS...   rewrite each
 *       IN_DIR/CLASS.class for calls and allocations into OUT_DIR (classes
 *       left alone are copied); prints "instrumented CLASS" or "unchanged".
 *   crw_tool tracker NAME OUT_FILE                        the generated tracker
 *   crw_tool mangle FILE...                               every truncation and
 *       thousands of byte changes of each file through the rewriter: it must
 *       return, and whatever it returns must be a parsable class again.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "agents/hprof/crw.h"

static unsigned char *slurp(const char *path, size_t *n)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long k = ftell(f);
    fseek(f, 0, SEEK_SET);
    unsigned char *p = malloc(k > 0 ? (size_t)k : 1);
    if (p && fread(p, 1, (size_t)k, f) != (size_t)k) {
        free(p);
        p = NULL;
    }
    fclose(f);
    *n = (size_t)k;
    return p;
}

static int spit(const char *path, const unsigned char *p, size_t n)
{
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(p, 1, n, f) != n) {
        if (f)
            fclose(f);
        return -1;
    }
    return fclose(f);
}

static int instrument(const char *tracker, const char *in, const char *outd, int argc, char **argv)
{
    CrwOptions o = { tracker, 0, 1, 1 };
    int rc = 0;
    for (int i = 0; i < argc; i++) {
        char path[4096];
        size_t n, on;
        unsigned char *p, *q;
        snprintf(path, sizeof path, "%s/%s.class", in, argv[i]);
        if (!(p = slurp(path, &n))) {
            fprintf(stderr, "cannot read %s\n", path);
            return 2;
        }
        o.cnum = i + 1;
        int methods = 0;
        int r = crw_instrument(p, n, &o, &q, &on, &methods);
        snprintf(path, sizeof path, "%s/%s.class", outd, argv[i]);
        if (spit(path, r ? q : p, r ? on : n) < 0) {
            fprintf(stderr, "cannot write %s\n", path);
            rc = 2;
        }
        printf("%s %s (%d methods)\n", r ? "instrumented" : "unchanged", argv[i], methods);
        free(p);
        free(q);
    }
    return rc;
}

static int mangle(const char *path)
{
    size_t n, on;
    unsigned char *p = slurp(path, &n), *q;
    if (!p)
        return 2;
    CrwOptions o = { "T", 300, 1, 1 };
    int changed = 0;
    for (size_t k = 0; k < n; k++) {   /* truncations */
        if (crw_instrument(p, k, &o, &q, &on, NULL)) {
            free(q);
            changed++;
        }
    }
    unsigned seed = getenv("CRW_SEED") ? (unsigned)atoi(getenv("CRW_SEED")) : 12345u;
    unsigned char *m = malloc(n);
    for (int round = 0; m && round < 20000; round++) {   /* byte changes */
        memcpy(m, p, n);
        for (int j = 0; j < 1 + round % 4; j++) {
            seed = seed * 1103515245u + 12345u;
            size_t at = (seed >> 8) % n;
            seed = seed * 1103515245u + 12345u;
            m[at] = (unsigned char)(seed >> 16);
        }
        if (crw_instrument(m, n, &o, &q, &on, NULL)) {
            char name[256];
            if (crw_class_name(q, on, name, sizeof name) != 0) {
                fprintf(stderr, "%s: round %d gave an unreadable class\n", path, round);
                return 1;
            }
            free(q);
            changed++;
        }
    }
    free(m);
    free(p);
    printf("mangled %s: %d rewritten\n", path, changed);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc >= 5 && !strcmp(argv[1], "instrument"))
        return instrument(argv[2], argv[3], argv[4], argc - 5, argv + 5);
    if (argc == 4 && !strcmp(argv[1], "tracker")) {
        unsigned char *p;
        size_t n;
        if (crw_tracker_class(argv[2], &p, &n) != 0 || spit(argv[3], p, n) < 0)
            return 2;
        free(p);
        return 0;
    }
    if (argc >= 3 && !strcmp(argv[1], "mangle")) {
        for (int i = 2; i < argc; i++)
            if (mangle(argv[i]) != 0)
                return 1;
        return 0;
    }
    fprintf(stderr, "usage: crw_tool instrument TRACKER IN OUT CLASS... | tracker NAME OUT | mangle FILE...\n");
    return 2;
}
