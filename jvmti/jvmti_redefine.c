/*
 * JVMTI class redefinition and retransformation: RedefineClasses,
 * RetransformClasses, IsModifiableClass, IsMethodObsolete.
 *
 * The VM side is vm/redefine.h (checks, installing new code, old frames);
 * here are the JVMTI rules around it, after HotSpot 17:
 *
 *  - argument checks: a negative count is ILLEGAL_ARGUMENT, a NULL array
 *    NULL_POINTER, a zero count does nothing; then per class: a bad class
 *    INVALID_CLASS, no bytes INVALID_CLASS_FORMAT (count 0) or NULL_POINTER,
 *    a primitive or array class UNMODIFIABLE_CLASS;
 *  - ClassFileLoadHook is posted with class_being_redefined set, first to
 *    the environments without can_retransform_classes, then to those with
 *    it. RedefineClasses posts to both, with the new bytes;
 *    RetransformClasses only to the retransformation-capable ones, with the
 *    bytes the class was defined or last redefined with, as they were
 *    before the retransformation-capable agents changed them (at load time
 *    the event sink keeps those bytes when such an agent changes them);
 *  - then, class by class, the bytes are parsed and checked (format,
 *    version, name, restrictions, verification) and the first failure is
 *    the answer, with nothing changed; only when every class passes are
 *    they installed, together, with the world stopped.
 */
#include <stdlib.h>
#include <string.h>

#include "jvmti/jvmti_internal.h"
#include "vm/class.h"
#include "vm/probes.h"
#include "vm/redefine.h"
#include "vm/thread.h"

/* Load-time bases (jvmti_retransform_base_put), until the class is first
 * redefined or retransformed; then Class.retransform_bytes takes over.
 * bases_lock also guards Class.retransform_bytes.
 * Loaders that define classes are never collected, and the heap does not
 * move, so (loader, name) identifies the class. */
typedef struct Base {
    struct Base *next;
    Object *loader;
    char *name;
    uint8_t *bytes;
    size_t len;
} Base;

static Base *bases;
static pthread_mutex_t bases_lock = PTHREAD_MUTEX_INITIALIZER;

void jvmti_retransform_base_put(Object *loader, const char *name, uint8_t *bytes, size_t len)
{
    Base *b = malloc(sizeof *b);
    char *n = strdup(name);
    if (!b || !n) {
        free(b), free(n), free(bytes);
        return;
    }
    *b = (Base){ NULL, loader, n, bytes, len };
    pthread_mutex_lock(&bases_lock);
    for (Base **pp = &bases; *pp; pp = &(*pp)->next)
        if ((*pp)->loader == loader && strcmp((*pp)->name, name) == 0) {
            Base *old = *pp;
            *pp = old->next;
            free(old->name), free(old->bytes), free(old);
            break;
        }
    b->next = bases;
    bases = b;
    pthread_mutex_unlock(&bases_lock);
}

/* c's load-time base, or NULL; bases_lock held. */
static const uint8_t *load_time_base(const Class *c, size_t *len)
{
    for (Base *b = bases; b; b = b->next)
        if (b->loader == c->loader && strcmp(b->name, c->name) == 0) {
            *len = b->len;
            return b->bytes;
        }
    return NULL;
}

typedef struct Pending {
    Class *c;
    uint8_t *bytes;               /* the bytes to define (malloc) */
    size_t len;
    uint8_t *base;                /* the bytes retransformation starts from next (malloc) */
    size_t base_len;
    ClassFile *cf;                /* parsed and checked */
} Pending;

static uint8_t *copy_bytes(const unsigned char *b, size_t n)
{
    uint8_t *r = malloc(n ? n : 1);
    if (r && n)
        memcpy(r, b, n);
    return r;
}

/* Post ClassFileLoadHook to the environments with (capable = 1) or without
 * can_retransform_classes; p->bytes is replaced by what they return. */
static void post_hook(Thread *t, Pending *p, int capable)
{
    for (JvmtiEnv *e = jvmti_envs; e; e = e->next) {
        if (!e->valid || !e->callbacks.ClassFileLoadHook || !!e->caps.can_retransform_classes != capable ||
            !jvmti_event_enabled(e, t, JVMTI_EVENT_CLASS_FILE_LOAD_HOOK))
            continue;
        jint nl = 0;
        unsigned char *nb = NULL;
        CallbackScope cs;
        jvmti_callback_enter(&cs, t);
        jclass jc = jvmti_local(t, p->c->mirror);
        jobject jl = p->c->loader ? jvmti_local(t, p->c->loader) : NULL;
        e->callbacks.ClassFileLoadHook(jvmti_handle(e), jvmti_jni(t), jc, jl, p->c->name, NULL, (jint)p->len,
                                       p->bytes, &nl, &nb);
        jvmti_callback_leave(&cs);
        if (nb && nl > 0) {
            free(p->bytes);
            p->bytes = nb; /* Allocate'd memory is malloc'd (jvmti_alloc) */
            p->len = (size_t)nl;
        }
    }
}

static jvmtiError error_of(RdfStatus st)
{
    switch (st) {
    case RDF_OK: return JVMTI_ERROR_NONE;
    case RDF_UNMODIFIABLE: return JVMTI_ERROR_UNMODIFIABLE_CLASS;
    case RDF_INVALID_CLASS_FORMAT: return JVMTI_ERROR_INVALID_CLASS_FORMAT;
    case RDF_UNSUPPORTED_VERSION: return JVMTI_ERROR_UNSUPPORTED_VERSION;
    case RDF_NAMES_DONT_MATCH: return JVMTI_ERROR_NAMES_DONT_MATCH;
    case RDF_FAILS_VERIFICATION: return JVMTI_ERROR_FAILS_VERIFICATION;
    case RDF_HIERARCHY_CHANGED: return JVMTI_ERROR_UNSUPPORTED_REDEFINITION_HIERARCHY_CHANGED;
    case RDF_CLASS_MODIFIERS_CHANGED: return JVMTI_ERROR_UNSUPPORTED_REDEFINITION_CLASS_MODIFIERS_CHANGED;
    case RDF_CLASS_ATTRIBUTE_CHANGED: return JVMTI_ERROR_UNSUPPORTED_REDEFINITION_CLASS_ATTRIBUTE_CHANGED;
    case RDF_SCHEMA_CHANGED: return JVMTI_ERROR_UNSUPPORTED_REDEFINITION_SCHEMA_CHANGED;
    case RDF_METHOD_ADDED: return JVMTI_ERROR_UNSUPPORTED_REDEFINITION_METHOD_ADDED;
    case RDF_METHOD_DELETED: return JVMTI_ERROR_UNSUPPORTED_REDEFINITION_METHOD_DELETED;
    case RDF_METHOD_MODIFIERS_CHANGED: return JVMTI_ERROR_UNSUPPORTED_REDEFINITION_METHOD_MODIFIERS_CHANGED;
    case RDF_NO_MEMORY: return JVMTI_ERROR_OUT_OF_MEMORY;
    }
    return JVMTI_ERROR_INTERNAL;
}

static void free_pending(Pending *p, jint n)
{
    for (jint i = 0; i < n; i++) {
        free(p[i].bytes);
        free(p[i].base);
        if (p[i].cf)
            cf_free(p[i].cf);
    }
    free(p);
}

/* Hooks, checks, then installation of every class. Takes p.
 *
 * Only the installation is serialized (by stopping the world): the checks
 * of concurrent redefinitions of one class may interleave, and stay valid,
 * because no redefinition changes what they compare (the shape of the
 * class). Hooks may therefore redefine classes themselves. */
static jvmtiError redefine(Thread *t, Pending *p, jint n, int retransform)
{
    jvmtiError err = JVMTI_ERROR_NONE;
    for (jint i = 0; i < n && err == JVMTI_ERROR_NONE; i++) {
        if (!retransform)
            post_hook(t, &p[i], 0);
        p[i].base = copy_bytes(p[i].bytes, p[i].len);
        if (!p[i].base) {
            err = JVMTI_ERROR_OUT_OF_MEMORY;
            break;
        }
        p[i].base_len = p[i].len;
        post_hook(t, &p[i], 1);
        err = error_of(rdf_prepare(t, p[i].c, p[i].bytes, p[i].len, &p[i].cf, NULL, 0));
        if (err == JVMTI_ERROR_NONE && cls_link(t, p[i].c) != 0) {
            t->exception = NULL;
            err = JVMTI_ERROR_INVALID_CLASS;
        }
    }
    jint installed = 0;
    if (err == JVMTI_ERROR_NONE) {
        probe_vmop("RedefineClasses", PROBE_VMOP_REQUEST);
        jvmti_stop_world(t);
        probe_vmop("RedefineClasses", PROBE_VMOP_BEGIN);
        for (; installed < n; installed++) {
            ClassFile *cf = p[installed].cf;
            p[installed].cf = NULL;
            if (rdf_install(t, p[installed].c, cf) != 0) {
                err = JVMTI_ERROR_OUT_OF_MEMORY;
                break;
            }
        }
        probe_vmop("RedefineClasses", PROBE_VMOP_END);
        jvmti_start_world(t);
    }
    /* Retransformation of these classes now starts from these bytes. */
    pthread_mutex_lock(&bases_lock);
    for (jint i = 0; i < installed; i++) {
        uint8_t *old = p[i].c->retransform_bytes;
        p[i].c->retransform_bytes = p[i].base;
        p[i].c->retransform_length = p[i].base_len;
        p[i].base = old;
    }
    pthread_mutex_unlock(&bases_lock);
    free_pending(p, n);
    return err;
}

jvmtiError JNICALL jvmti_RedefineClasses(jvmtiEnv *env, jint class_count,
                                         const jvmtiClassDefinition *class_definitions)
{
    JVMTI_ENTER(env, PH_LIVE);
    JVMTI_NEED_CAP(env, can_redefine_classes);
    if (class_count < 0)
        return JVMTI_ERROR_ILLEGAL_ARGUMENT;
    JVMTI_NOT_NULL(class_definitions);
    if (class_count == 0)
        return JVMTI_ERROR_NONE;
    Pending *p = calloc((size_t)class_count, sizeof *p);
    if (!p)
        return JVMTI_ERROR_OUT_OF_MEMORY;
    for (jint i = 0; i < class_count; i++) {
        const jvmtiClassDefinition *d = &class_definitions[i];
        jvmtiError e = JVMTI_ERROR_NONE;
        if (jvmti_class(d->klass, &p[i].c) != JVMTI_ERROR_NONE)
            e = JVMTI_ERROR_INVALID_CLASS;
        else if (d->class_byte_count == 0)
            e = JVMTI_ERROR_INVALID_CLASS_FORMAT;
        else if (!d->class_bytes)
            e = JVMTI_ERROR_NULL_POINTER;
        else if (!rdf_is_modifiable(p[i].c))
            e = JVMTI_ERROR_UNMODIFIABLE_CLASS;
        else if (d->class_byte_count < 0)
            e = JVMTI_ERROR_INVALID_CLASS_FORMAT;
        else if (!(p[i].bytes = copy_bytes(d->class_bytes, (size_t)d->class_byte_count)))
            e = JVMTI_ERROR_OUT_OF_MEMORY;
        p[i].len = (size_t)(d->class_byte_count > 0 ? d->class_byte_count : 0);
        if (e != JVMTI_ERROR_NONE) {
            free_pending(p, class_count);
            return e;
        }
    }
    return redefine(jvmti_scope_.t, p, class_count, 0);
}

/* The bytes retransformation starts from: the load-time base, or those
 * of the last redefinition, or the class file's. */
static jvmtiError retransform_bytes(Pending *p)
{
    pthread_mutex_lock(&bases_lock);
    const uint8_t *b = p->c->retransform_bytes ? NULL : load_time_base(p->c, &p->len);
    if (!b)
        b = rdf_class_bytes(p->c, &p->len);
    p->bytes = b ? copy_bytes(b, p->len) : NULL;
    pthread_mutex_unlock(&bases_lock);
    if (!b)
        return JVMTI_ERROR_UNMODIFIABLE_CLASS;
    return p->bytes ? JVMTI_ERROR_NONE : JVMTI_ERROR_OUT_OF_MEMORY;
}

jvmtiError JNICALL jvmti_RetransformClasses(jvmtiEnv *env, jint class_count, const jclass *classes)
{
    JVMTI_ENTER(env, PH_LIVE);
    JVMTI_NEED_CAP(env, can_retransform_classes);
    if (class_count < 0)
        return JVMTI_ERROR_ILLEGAL_ARGUMENT;
    JVMTI_NOT_NULL(classes);
    if (class_count == 0)
        return JVMTI_ERROR_NONE;
    Pending *p = calloc((size_t)class_count, sizeof *p);
    if (!p)
        return JVMTI_ERROR_OUT_OF_MEMORY;
    for (jint i = 0; i < class_count; i++) {
        jvmtiError e = JVMTI_ERROR_NONE;
        if (jvmti_class(classes[i], &p[i].c) != JVMTI_ERROR_NONE)
            e = JVMTI_ERROR_INVALID_CLASS;
        else if (!rdf_is_modifiable(p[i].c))
            e = JVMTI_ERROR_UNMODIFIABLE_CLASS;
        else
            e = retransform_bytes(&p[i]);
        if (e != JVMTI_ERROR_NONE) {
            free_pending(p, class_count);
            return e;
        }
    }
    return redefine(jvmti_scope_.t, p, class_count, 1);
}

jvmtiError JNICALL jvmti_IsModifiableClass(jvmtiEnv *env, jclass klass, jboolean *is_modifiable_class_ptr)
{
    JVMTI_ENTER(env, PH_START_LIVE);
    Class *c;
    jvmtiError e = jvmti_class(klass, &c);
    if (e != JVMTI_ERROR_NONE)
        return e;
    JVMTI_NOT_NULL(is_modifiable_class_ptr);
    *is_modifiable_class_ptr = rdf_is_modifiable(c) ? JNI_TRUE : JNI_FALSE;
    return JVMTI_ERROR_NONE;
}

jvmtiError JNICALL jvmti_IsMethodObsolete(jvmtiEnv *env, jmethodID method, jboolean *is_obsolete_ptr)
{
    JVMTI_ENTER(env, PH_START_LIVE);
    Method *m;
    jvmtiError e = jvmti_method(method, &m);
    if (e != JVMTI_ERROR_NONE)
        return e;
    JVMTI_NOT_NULL(is_obsolete_ptr);
    *is_obsolete_ptr = m->obsolete ? JNI_TRUE : JNI_FALSE;
    return JVMTI_ERROR_NONE;
}
