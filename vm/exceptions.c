/*
 * Throwing Java exceptions from C, and Throwable's backtraces.
 *
 * A backtrace is a long[] of (Method*, bci) pairs recorded by
 * fillInStackTrace; StackTraceElements are made from it only when a program
 * asks (getStackTrace, printStackTrace), as HotSpot does.
 */
#include "vm/exceptions.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "interp/interp.h"
#include "vm/class.h"
#include "vm/heap.h"
#include "vm/loader.h"
#include "vm/strings.h"
#include "vm/thread.h"
#include "vm/vm.h"

#define MAX_BACKTRACE 1024

Object *exc_take(Thread *t)
{
    Object *e = t->exception;
    t->exception = NULL;
    return e;
}

int exc_throw_object(Thread *t, Object *e)
{
    t->exception = e;
    return -1;
}

/* Runs the constructor with a message; falls back to ()V. */
static Object *construct(Thread *t, Class *c, Object *msg)
{
    Object *e = heap_new_object(t, c);
    if (!e)
        return NULL;
    Method *ctor = cls_find_declared_method(c, "<init>", "(Ljava/lang/String;)V");
    Slot args[2] = { { .l = e }, { .l = msg } };
    Slot r;
    thr_push_root(t, &e);
    int rc;
    if (ctor) {
        rc = interp_invoke(t, ctor, args, &r);
    } else {
        ctor = cls_find_declared_method(c, "<init>", "()V");
        rc = ctor ? interp_invoke(t, ctor, args, &r) : 0;
        if (rc == 0 && msg)
            *FIELD_PTR(e, wk.throwable_message, Object *) = msg;
    }
    thr_pop_roots(t, 1);
    return rc == 0 ? e : NULL;
}

Object *exc_new(Thread *t, const char *class_name, const char *msg)
{
    Object *saved = exc_take(t);
    thr_push_root(t, &saved);
    Object *result = NULL;
    Class *c = cl_load_boot(t, class_name);
    if (c && cls_init(t, c) == 0) {
        Object *jmsg = msg ? str_new_utf8(t, msg) : NULL;
        if (!msg || jmsg) {
            thr_push_root(t, &jmsg);
            result = construct(t, c, jmsg);
            thr_pop_roots(t, 1);
        }
    }
    thr_pop_roots(t, 1);
    if (!result && !t->exception)
        t->exception = saved;
    return result;
}

/* Before the class library is up, an exception cannot be made: report it. */
static int fatal_early(const char *class_name, const char *msg)
{
    fputs("Error occurred during initialization of VM\n", stderr);
    for (const char *c = class_name; *c; c++)
        fputc(*c == '/' ? '.' : *c, stderr);
    fprintf(stderr, ": %s\n", msg ? msg : "");
    fflush(stderr);
    return -1;
}

int exc_throw(Thread *t, const char *class_name, const char *msg)
{
    /* Making an exception needs strings, Throwable's fields and the
     * interpreter: everything load_core sets up before its last step, the
     * preallocated StackOverflowError. */
    if (!wk.stack_overflow) {
        fatal_early(class_name, msg);
        t->exception = NULL;
        vm_exit(1);
    }
    /* Constructing an exception runs Java code; make room for it when the
     * stack is what overflowed. */
    Object *e = exc_new(t, class_name, msg);
    if (e)
        t->exception = e;
    return -1;
}

int exc_throwf(Thread *t, const char *class_name, const char *fmt, ...)
{
    char buf[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    return exc_throw(t, class_name, buf);
}

/* ------------------------------------------------------------------ */
/* Backtraces                                                          */
/* ------------------------------------------------------------------ */

/* HotSpot leaves out the frames of fillInStackTrace and of the exception's
 * own constructors. */
static Frame *first_reported_frame(Thread *t, Object *throwable)
{
    Frame *f = t->top;
    while (f && f->method->klass == wk.throwable && strcmp(f->method->name, "fillInStackTrace") == 0)
        f = f->prev;
    while (f && f->method->is_init && cls_is_subclass_of(throwable->klass, f->method->klass) &&
           !(f->flags & FRAME_NATIVE) && f->locals[0].l == throwable)
        f = f->prev;
    return f;
}

/* The class library's method handle machinery: invokePolymorphic and the
 * invokeInternal of every handle class (docs/invoke.md). */
static int handle_frame(const Frame *f)
{
    const Method *m = f->method;
    return !m->klass->loader && strncmp(m->klass->name, "java/lang/invoke/", 17) == 0 &&
           (strcmp(m->name, "invokeInternal") == 0 || strcmp(m->name, "invokePolymorphic") == 0);
}

/* Frames of hidden classes (lambda classes) are left out, as HotSpot does
 * without -XX:+ShowHiddenFrames; so are the frames by which a method handle
 * reaches its target (HotSpot's are hidden lambda forms): the handle
 * classes' own and the reflection native they call. */
static int hidden_frame(const Frame *f)
{
    if (f->method->klass->is_hidden || handle_frame(f))
        return 1;
    return (f->flags & FRAME_NATIVE) && f->prev && handle_frame(f->prev) &&
           strcmp(f->method->klass->name, "jdk/internal/reflect/DirectAccess") == 0;
}

void exc_fill_backtrace(Thread *t, Object *throwable)
{
    int n = 0;
    Frame *first = first_reported_frame(t, throwable);
    for (Frame *f = first; f && n < MAX_BACKTRACE; f = f->prev)
        n += !hidden_frame(f);
    thr_push_root(t, &throwable);
    Object *bt = heap_new_array(t, cls_array_of(t, cls_primitive(T_LONG)), n * 2);
    thr_pop_roots(t, 1);
    if (!bt) {
        exc_take(t);
        return;
    }
    int64_t *d = ARRAY_DATA(bt, int64_t);
    int i = 0;
    for (Frame *f = first_reported_frame(t, throwable); f && i < n; f = f->prev) {
        if (hidden_frame(f))
            continue;
        /* The live record and, in the high half, the version of the class
         * that runs the frame (old versions are freed once no frame runs
         * them, vm/redefine.h): the bci is in that version's code. */
        const Method *m = f->method;
        const Method *live = m->klass->is_old_version ? &m->klass->live->methods[m->index] : m;
        int32_t bci = (f->flags & FRAME_NATIVE) ? -1 : (int32_t)frame_bci(f);
        d[2 * i] = (int64_t)(uintptr_t)live;
        d[2 * i + 1] = (int64_t)((uint64_t)m->klass->version << 32 | (uint32_t)bci);
        i++;
    }
    *FIELD_PTR(throwable, wk.throwable_backtrace, Object *) = bt;
}

Method *exc_backtrace_frame(Object *bt, int32_t i, Method **live, int32_t *bci)
{
    const int64_t *d = ARRAY_DATA(bt, int64_t);
    Method *m = (Method *)(uintptr_t)d[2 * i];
    uint32_t version = (uint32_t)((uint64_t)d[2 * i + 1] >> 32);
    *live = m;
    *bci = (int32_t)(uint32_t)d[2 * i + 1];
    return m->klass->version == version ? m : NULL;
}

static Method *ste_init;

/* m, or NULL and the live record when a redefinition has replaced the
 * version that ran the frame: then, as on HotSpot, no file name and no
 * line (the bci is in code the class no longer has). */
static Object *make_element(Thread *t, Method *m, Method *live, int64_t bci)
{
    if (!m) {
        m = live;
        bci = INT64_MIN;
    }
    char cn[512];
    cls_external_name(m->klass, cn, sizeof cn);
    Object *cls = NULL, *name = NULL, *file = NULL, *e = NULL;
    thr_push_root(t, &cls);
    thr_push_root(t, &name);
    thr_push_root(t, &file);
    cls = str_new_utf8(t, cn);
    name = cls ? str_intern_utf8(t, m->name) : NULL;
    const char *src = bci == INT64_MIN ? NULL : cls_source_file(m->klass);
    if (name && src)
        file = str_intern_utf8(t, src);
    if (name && (!src || file))
        e = heap_new_object(t, wk.stack_trace_element);
    if (e) {
        int line = bci == INT64_MIN ? -1
                   : (m->access_flags & ACC_NATIVE) ? -2
                   : bci < 0 ? -1 : cls_line_number(m, (uint32_t)bci);
        Slot args[5] = { { .l = e }, { .l = cls }, { .l = name }, { .l = file }, { .i = line } };
        Slot r;
        thr_push_root(t, &e);
        if (interp_invoke(t, ste_init, args, &r) != 0)
            e = NULL;
        else if (!m->klass->loader && wk.ste_module)
            *FIELD_PTR(e, wk.ste_module, Object *) = str_intern_utf8(t, "java.base");
        thr_pop_roots(t, 1);
    }
    thr_pop_roots(t, 3);
    return e;
}

Object *exc_stack_trace(Thread *t, Object *throwable)
{
    if (!ste_init)
        ste_init = cls_find_declared_method(wk.stack_trace_element, "<init>",
                                            "(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;I)V");
    Object *bt = *FIELD_PTR(throwable, wk.throwable_backtrace, Object *);
    int32_t n = bt ? ARRAY_LENGTH(bt) / 2 : 0;
    Object *arr = heap_new_array(t, wk.ste_array, n);
    if (!arr || !ste_init)
        return arr;
    thr_push_root(t, &arr);
    thr_push_root(t, &bt);
    for (int32_t i = 0; i < n; i++) {
        Method *live;
        int32_t bci;
        Method *m = exc_backtrace_frame(bt, i, &live, &bci);
        Object *e = make_element(t, m, live, bci);
        if (!e) {
            arr = NULL;
            break;
        }
        ARRAY_DATA(arr, Object *)[i] = e;
    }
    thr_pop_roots(t, 2);
    return arr;
}

Object *exc_stack_trace_of(Thread *t, Method *const *methods, const int64_t *bcis, int n)
{
    if (!ste_init)
        ste_init = cls_find_declared_method(wk.stack_trace_element, "<init>",
                                            "(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;I)V");
    Object *arr = heap_new_array(t, wk.ste_array, n);
    if (!arr || !ste_init)
        return arr;
    thr_push_root(t, &arr);
    for (int i = 0; i < n; i++) {
        Object *e = make_element(t, methods[i], methods[i], bcis[i]);
        if (!e) {
            arr = NULL;
            break;
        }
        ARRAY_DATA(arr, Object *)[i] = e;
    }
    thr_pop_roots(t, 1);
    return arr;
}

void exc_report_uncaught(Thread *t, Object *e)
{
    Object *jt = t->jthread;
    Method *m = jt ? cls_resolve_method(jt->klass, "dispatchUncaughtException", "(Ljava/lang/Throwable;)V") : NULL;
    if (m) {
        Slot args[2] = { { .l = jt }, { .l = e } }, r;
        if (interp_invoke(t, m, args, &r) == 0)
            return;
        exc_take(t);
    }
    /* The Java handler failed: report in C, as the JDK's format would. */
    char n[256];
    cls_external_name(e->klass, n, sizeof n);
    Object *name = jt ? *FIELD_PTR(jt, wk.thread_name, Object *) : NULL;
    char *tn = name ? str_to_utf8(name) : NULL;
    fprintf(stderr, "Exception in thread \"%s\" %s\n", tn ? tn : "main", n);
    free(tn);
}
