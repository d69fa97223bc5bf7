/*
 * Class histograms and HPROF heap dumps (see vm/heapdump.h).
 *
 * Both stop the world and walk the heap. The dump describes classes from
 * the VM's class records and objects from the heap walk; the roots it lists
 * come from roots_walk and the references inside objects from refs_visit,
 * the same enumeration the collector and JVMTI's FollowReferences use, so
 * a dump shows exactly what the collector would keep. Identifiers are
 * addresses: objects never move (docs/gc.md), a class is identified by its
 * java.lang.Class object, a string by the address of the VM's own copy.
 */
#define _GNU_SOURCE
#include "vm/heapdump.h"

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <zlib.h>

#include "interp/interp.h"
#include "vm/class.h"
#include "vm/heap.h"
#include "vm/hprof_writer.h"
#include "vm/properties.h"
#include "vm/roots.h"
#include "vm/thread.h"
#include "vm/vm.h"

/* ------------------------------------------------------------------ */
/* A table keyed by class                                              */
/* ------------------------------------------------------------------ */

typedef struct ClassCount {
    Class *klass;
    uint64_t count, bytes;
} ClassCount;

typedef struct Histogram {
    ClassCount *slots;
    size_t cap, used;
} Histogram;

static ClassCount *hist_slot(Histogram *h, Class *c)
{
    if (h->used * 2 >= h->cap) {
        size_t cap = h->cap ? h->cap * 2 : 1024;
        ClassCount *s = calloc(cap, sizeof *s);
        if (!s)
            return NULL;
        for (size_t i = 0; i < h->cap; i++)
            if (h->slots[i].klass) {
                size_t j = ((uintptr_t)h->slots[i].klass >> 3) & (cap - 1);
                while (s[j].klass)
                    j = (j + 1) & (cap - 1);
                s[j] = h->slots[i];
            }
        free(h->slots);
        h->slots = s;
        h->cap = cap;
    }
    size_t j = ((uintptr_t)c >> 3) & (h->cap - 1);
    while (h->slots[j].klass && h->slots[j].klass != c)
        j = (j + 1) & (h->cap - 1);
    if (!h->slots[j].klass) {
        h->slots[j].klass = c;
        h->used++;
    }
    return &h->slots[j];
}

static void count_object(Object *o, void *arg)
{
    ClassCount *cc = hist_slot(arg, o->klass);
    if (cc) {
        cc->count++;
        cc->bytes += heap_object_size(o);
    }
}

static int by_bytes(const void *a, const void *b)
{
    const ClassCount *x = a, *y = b;
    if (x->bytes != y->bytes)
        return x->bytes < y->bytes ? 1 : -1;
    if (x->count != y->count)
        return x->count < y->count ? 1 : -1;
    return strcmp(x->klass->name, y->klass->name);
}

/* " (java.base@17...)" for classes of the bootstrap loader (java.base, as
 * the class library is one module), nothing for the unnamed module. */
static void module_suffix(const Class *c, char *buf, size_t size)
{
    while (c->is_array && c->component)
        c = c->component;
    buf[0] = 0;
    if (c->loader)
        return;
    int i = vm_property_find("java.version");
    snprintf(buf, size, " (java.base@%s)", i >= 0 ? vm_property_value(i) : "");
}

void hdump_histogram(Thread *t, int live, FILE *out)
{
    if (live)
        heap_collect(t, 0);
    Histogram h = { 0 };
    heap_lock_world(t);
    heap_walk(count_object, &h);
    heap_unlock_world(t);
    size_t n = 0;
    for (size_t i = 0; i < h.cap; i++)
        if (h.slots[i].klass)
            h.slots[n++] = h.slots[i];
    qsort(h.slots, n, sizeof *h.slots, by_bytes);
    fputs(" num     #instances         #bytes  class name (module)\n"
          "-------------------------------------------------------\n", out);
    uint64_t count = 0, bytes = 0;
    for (size_t i = 0; i < n; i++) {
        char name[1024], module[64];
        cls_external_name(h.slots[i].klass, name, sizeof name);
        module_suffix(h.slots[i].klass, module, sizeof module);
        fprintf(out, "%4zu:%14" PRIu64 "%15" PRIu64 "  %s%s\n", i + 1, h.slots[i].count, h.slots[i].bytes, name,
                module);
        count += h.slots[i].count;
        bytes += h.slots[i].bytes;
    }
    fprintf(out, "Total%14" PRIu64 "%15" PRIu64 "\n", count, bytes);
    free(h.slots);
}

/* ------------------------------------------------------------------ */
/* HPROF                                                               */
/* ------------------------------------------------------------------ */

typedef struct Dump {
    HprofWriter *w;
    Thread *self;
    Histogram serials;            /* class -> its LOAD CLASS serial (in count) */
} Dump;

static uint64_t id_of(const void *p) { return (uint64_t)(uintptr_t)p; }

static int hprof_type(uint8_t basic)
{
    switch (basic) {
    case T_BOOLEAN: return HPROF_BOOLEAN;
    case T_CHAR: return HPROF_CHAR;
    case T_FLOAT: return HPROF_FLOAT;
    case T_DOUBLE: return HPROF_DOUBLE;
    case T_BYTE: return HPROF_BYTE;
    case T_SHORT: return HPROF_SHORT;
    case T_INT: return HPROF_INT;
    case T_LONG: return HPROF_LONG;
    default: return HPROF_OBJECT;
    }
}

static void utf8(Dump *d, const char *s)
{
    hprofw_utf8(d->w, id_of(s), s, strlen(s));
}

/* Classes that appear in the dump: those with a java.lang.Class object,
 * primitive types aside (their mirrors are ordinary instances). */
static int dumped_class(const Class *c) { return c->mirror && !c->prim_type; }

static void write_class_names(Dump *d)
{
    uint32_t serial = 1;
    for (Class *c = cls_first(); c; c = c->next_loaded) {
        if (!dumped_class(c))
            continue;
        utf8(d, c->name);
        ClassCount *cc = hist_slot(&d->serials, c);
        if (cc)
            cc->count = serial;
        hprofw_load_class(d->w, serial++, id_of(c->mirror), 1, id_of(c->name));
        for (uint16_t i = 0; i < c->field_count; i++)
            utf8(d, c->fields[i].name);
    }
}

/* One stack trace per thread, serial 2 + n; serial 1 is the empty trace
 * every object and class refers to (allocation sites are not recorded). */
static void write_traces(Dump *d)
{
    hprofw_trace(d->w, 1, 0, 0, NULL);
    uint32_t serial = 2;
    for (Thread *t = thr_list_first(); t; t = t->next) {
        if (!t->jthread)
            continue;
        uint32_t n = 0;
        for (Frame *f = t->top; f; f = f->prev)
            n += f->method != NULL;
        uint64_t *ids = calloc(n ? n : 1, sizeof *ids);
        if (!ids)
            continue;
        uint32_t i = 0;
        for (Frame *f = t->top; f; f = f->prev) {
            const Method *m = f->method;
            if (!m)
                continue;
            const char *file = cls_source_file(m->klass);
            utf8(d, m->name);
            utf8(d, m->desc);
            if (file)
                utf8(d, file);
            /* HPROF's line: the number, -1 unknown, -3 a native method. */
            int line = (m->access_flags & ACC_NATIVE) ? -3 : cls_line_number(m, frame_bci(f));
            ClassCount *cc = hist_slot(&d->serials, m->klass);
            ids[i] = id_of(f);
            hprofw_frame(d->w, ids[i], id_of(m->name), id_of(m->desc), id_of(file), cc ? (uint32_t)cc->count : 0,
                         line < 0 && line != -3 ? -1 : line);
            i++;
        }
        hprofw_trace(d->w, serial, serial - 1, n, ids);
        free(ids);
        serial++;
    }
}

static void write_value(HprofWriter *w, int type, const void *p)
{
    if (type == HPROF_OBJECT)
        hprofw_id(w, id_of(*(Object *const *)p));
    else
        hprofw_values(w, type, p, 1);
}

/* Instance field values take the field's type size, references an id. */
static uint32_t instance_field_bytes(const Class *c)
{
    uint32_t n = 0;
    for (; c; c = c->super)
        for (uint16_t i = 0; i < c->field_count; i++)
            if (!(c->fields[i].access_flags & ACC_STATIC))
                n += c->fields[i].type == T_OBJECT || c->fields[i].type == T_ARRAY ? 8 : c->fields[i].size;
    return n;
}

static void write_class_dump(Dump *d, Class *c)
{
    HprofWriter *w = d->w;
    hprofw_sub_begin(w, HPROF_GC_CLASS_DUMP);
    hprofw_id(w, id_of(c->mirror));
    hprofw_u4(w, 1);
    hprofw_id(w, c->super ? id_of(c->super->mirror) : 0);
    hprofw_id(w, id_of(c->loader));
    hprofw_id(w, 0);
    hprofw_id(w, 0);
    hprofw_id(w, 0);
    hprofw_id(w, 0);
    hprofw_u4(w, c->is_array ? 0 : instance_field_bytes(c));
    hprofw_u2(w, 0);
    uint16_t statics = 0, fields = 0;
    for (uint16_t i = 0; i < c->field_count; i++)
        (c->fields[i].access_flags & ACC_STATIC) ? statics++ : fields++;
    hprofw_u2(w, c->statics ? statics : 0);
    for (uint16_t i = 0; i < c->field_count && c->statics; i++) {
        const Field *f = &c->fields[i];
        if (!(f->access_flags & ACC_STATIC))
            continue;
        int type = hprof_type(f->type);
        hprofw_id(w, id_of(f->name));
        hprofw_u1(w, (uint8_t)type);
        const Slot *s = &c->statics[f->offset];
        switch (f->type) {
        case T_BOOLEAN: case T_BYTE: { int8_t v = (int8_t)s->i; hprofw_values(w, type, &v, 1); break; }
        case T_CHAR: case T_SHORT: { int16_t v = (int16_t)s->i; hprofw_values(w, type, &v, 1); break; }
        case T_INT: hprofw_values(w, type, &s->i, 1); break;
        case T_FLOAT: hprofw_values(w, type, &s->f, 1); break;
        case T_LONG: hprofw_values(w, type, &s->j, 1); break;
        case T_DOUBLE: hprofw_values(w, type, &s->d, 1); break;
        default: hprofw_id(w, id_of(s->l)); break;
        }
    }
    hprofw_u2(w, fields);
    for (uint16_t i = 0; i < c->field_count; i++) {
        const Field *f = &c->fields[i];
        if (f->access_flags & ACC_STATIC)
            continue;
        hprofw_id(w, id_of(f->name));
        hprofw_u1(w, (uint8_t)hprof_type(f->type));
    }
    hprofw_sub_end(w);
}

static void write_instance(Dump *d, Object *o)
{
    HprofWriter *w = d->w;
    hprofw_sub_begin(w, HPROF_GC_INSTANCE_DUMP);
    hprofw_id(w, id_of(o));
    hprofw_u4(w, 1);
    hprofw_id(w, id_of(o->klass->mirror));
    hprofw_u4(w, instance_field_bytes(o->klass));
    /* The class's own fields first, then its superclass's, up to Object. */
    for (const Class *c = o->klass; c; c = c->super)
        for (uint16_t i = 0; i < c->field_count; i++) {
            const Field *f = &c->fields[i];
            if (!(f->access_flags & ACC_STATIC))
                write_value(w, hprof_type(f->type), (char *)o + f->offset);
        }
    hprofw_sub_end(w);
}

static void write_array(Dump *d, Object *a)
{
    HprofWriter *w = d->w;
    Class *c = a->klass;
    int32_t len = ARRAY_LENGTH(a);
    int type = hprof_type(c->elem_type);
    hprofw_sub_begin(w, type == HPROF_OBJECT ? HPROF_GC_OBJ_ARRAY_DUMP : HPROF_GC_PRIM_ARRAY_DUMP);
    hprofw_id(w, id_of(a));
    hprofw_u4(w, 1);
    hprofw_u4(w, (uint32_t)len);
    if (type == HPROF_OBJECT) {
        hprofw_id(w, id_of(c->mirror));
        for (int32_t i = 0; i < len; i++)
            hprofw_id(w, id_of(ARRAY_DATA(a, Object *)[i]));
    } else {
        hprofw_u1(w, (uint8_t)type);
        hprofw_values(w, type, ARRAY_DATA(a, char), (size_t)len);
    }
    hprofw_sub_end(w);
}

static void write_object(Object *o, void *arg)
{
    Dump *d = arg;
    Class *c = o->klass;
    if (c == wk.klass) {
        Class *k = mirror_class(o);
        if (k && dumped_class(k) && k->mirror == o)
            return;
    }
    if (!c->mirror)
        return;
    if (c->is_array)
        write_array(d, o);
    else
        write_instance(d, o);
}

/* The serial a thread's trace has (write_traces' order). */
static uint32_t thread_serial(const Thread *target)
{
    uint32_t serial = 1;
    for (Thread *t = thr_list_first(); t; t = t->next) {
        if (!t->jthread)
            continue;
        if (t == target)
            return serial;
        serial++;
    }
    return 0;
}

static void write_root(Object **ref, const RootInfo *info, void *arg)
{
    Dump *d = arg;
    HprofWriter *w = d->w;
    uint32_t ts = info->thread ? thread_serial(info->thread) : 0;
    switch (info->kind) {
    case ROOT_SYSTEM_CLASS:
        hprofw_sub_begin(w, HPROF_GC_ROOT_STICKY_CLASS);
        hprofw_id(w, id_of(*ref));
        break;
    case ROOT_JNI_GLOBAL:
        hprofw_sub_begin(w, HPROF_GC_ROOT_JNI_GLOBAL);
        hprofw_id(w, id_of(*ref));
        hprofw_id(w, id_of(ref));
        break;
    case ROOT_JNI_LOCAL:
    case ROOT_STACK_LOCAL:
        hprofw_sub_begin(w, info->kind == ROOT_JNI_LOCAL ? HPROF_GC_ROOT_JNI_LOCAL : HPROF_GC_ROOT_JAVA_FRAME);
        hprofw_id(w, id_of(*ref));
        hprofw_u4(w, ts);
        hprofw_u4(w, (uint32_t)info->depth);
        break;
    case ROOT_THREAD:
        hprofw_sub_begin(w, HPROF_GC_ROOT_THREAD_OBJ);
        hprofw_id(w, id_of(*ref));
        hprofw_u4(w, ts);
        hprofw_u4(w, ts + 1);
        break;
    case ROOT_MONITOR:
        hprofw_sub_begin(w, HPROF_GC_ROOT_MONITOR_USED);
        hprofw_id(w, id_of(*ref));
        break;
    default:
        hprofw_sub_begin(w, HPROF_GC_ROOT_UNKNOWN);
        hprofw_id(w, id_of(*ref));
        break;
    }
    hprofw_sub_end(w);
}

static int64_t now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static int write_dump(Thread *t, FILE *f)
{
    Dump d = { .self = t };
    d.w = hprofw_open(f, 8, (uint64_t)now_ms());
    if (!d.w)
        return -1;
    heap_lock_world(t);
    write_class_names(&d);
    write_traces(&d);
    for (Class *c = cls_first(); c; c = c->next_loaded)
        if (dumped_class(c))
            write_class_dump(&d, c);
    roots_walk(write_root, &d);
    heap_walk(write_object, &d);
    heap_unlock_world(t);
    free(d.serials.slots);
    return hprofw_close(d.w);
}

/* A stdio stream over a gzip file, so the writer needs no second output. */
static ssize_t gz_write(void *cookie, const char *buf, size_t size)
{
    int n = size ? gzwrite(cookie, buf, (unsigned)size) : 0;
    return n > 0 || size == 0 ? n : -1;
}

static int gz_close(void *cookie) { return gzclose(cookie) == Z_OK ? 0 : -1; }

static FILE *open_output(int fd, int gz_level)
{
    if (!gz_level)
        return fdopen(fd, "wb");
    char mode[8];
    snprintf(mode, sizeof mode, "wb%d", gz_level);
    gzFile gz = gzdopen(fd, mode);
    if (!gz)
        return NULL;
    FILE *f = fopencookie(gz, "w", (cookie_io_functions_t){ .write = gz_write, .close = gz_close });
    if (!f)
        gzclose(gz);
    return f;
}

int hdump_dump(Thread *t, const char *path, int live, int gz_level, FILE *out)
{
    if (live)
        heap_collect(t, 0);
    fprintf(out, "Dumping heap to %s ...\n", path);
    int fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (fd < 0) {
        fprintf(out, "Unable to create %s: %s\n", path, strerror(errno));
        return -1;
    }
    FILE *f = open_output(fd, gz_level);
    if (!f) {
        close(fd);
        unlink(path);
        fprintf(out, "Unable to create %s: %s\n", path, strerror(errno));
        return -1;
    }
    struct timespec a, b;
    clock_gettime(CLOCK_MONOTONIC, &a);
    int rc = write_dump(t, f);
    if (fclose(f) != 0)
        rc = -1;
    struct stat st;
    long size = stat(path, &st) == 0 ? (long)st.st_size : 0;
    clock_gettime(CLOCK_MONOTONIC, &b);
    if (rc != 0) {
        fprintf(out, "Heap dump file could not be written: %s\n", strerror(errno));
        unlink(path);
        return -1;
    }
    double secs = (double)(b.tv_sec - a.tv_sec) + (double)(b.tv_nsec - a.tv_nsec) / 1e9;
    fprintf(out, "Heap dump file created [%ld bytes in %.3f secs]\n", size, secs);
    return 0;
}
