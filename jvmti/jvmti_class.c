/*
 * JVMTI class, field, method, module and object-hash functions.
 *
 * Everything here reads the runtime Class/Method/Field records and the
 * parsed class file they keep (vm/classfile.h): signatures, attributes and
 * the constant pool bytes are handed out exactly as the class file has them,
 * and bytecodes come from the original Code attribute, never from the
 * interpreter's quickened copy.
 *
 * Where the specification leaves a choice, the results follow HotSpot 17:
 * zero-length arrays are returned as NULL, array and primitive classes get
 * HotSpot's status, modifiers and "no information" answers, and
 * GetClassLoaderClasses counts every primitive array class for every
 * loader. Modules are those of vm/loader.h: java.base holds the bootstrap
 * loader's classes, every loader has an unnamed module; there is no module
 * graph to change, so the Add* functions check their arguments as
 * HotSpot's Java side does and change nothing.
 *
 * Redefinition and retransformation, IsModifiableClass and
 * IsMethodObsolete are in jvmti_redefine.c.
 *
 * Checks run in the order HotSpot's entry wrappers use: phase, capability,
 * handles (a method ID is followed by NATIVE_METHOD where HotSpot refuses
 * native methods), NULL result pointers, then the function's own
 * conditions.
 */
#include <string.h>

#include "jvmti/jvmti_internal.h"
#include "vm/classfile.h"
#include "vm/heap.h"
#include "vm/loader.h"
#include "vm/thread.h"
#include "vm/vm.h"

/* The modifier bits HotSpot reports (its JVM_RECOGNIZED_*_MODIFIERS). */
#define CLASS_MODIFIERS  (ACC_PUBLIC | ACC_FINAL | ACC_SUPER | ACC_INTERFACE | ACC_ABSTRACT | \
                          ACC_ANNOTATION | ACC_ENUM | ACC_SYNTHETIC)
#define METHOD_MODIFIERS (ACC_PUBLIC | ACC_PRIVATE | ACC_PROTECTED | ACC_STATIC | ACC_FINAL | \
                          ACC_SYNCHRONIZED | ACC_BRIDGE | ACC_VARARGS | ACC_NATIVE |        \
                          ACC_ABSTRACT | ACC_STRICT | ACC_SYNTHETIC)
#define FIELD_HAS_GENERIC_SIGNATURE 0x800
#define FIELD_MODIFIERS  (ACC_PUBLIC | ACC_PRIVATE | ACC_PROTECTED | ACC_STATIC | ACC_FINAL | \
                          ACC_VOLATILE | ACC_TRANSIENT | ACC_ENUM | ACC_SYNTHETIC)

/* ------------------------------------------------------------------ */
/* Helpers                                                             */
/* ------------------------------------------------------------------ */

/* While local references are made the thread must not look safe to the
 * collector, which scans the local reference array: a native caller is
 * brought into the VM state for the duration, as JNI functions are. */
typedef struct VmScope {
    Thread *t;
    int was_native;
} VmScope;

static VmScope vm_enter(Thread *t)
{
    VmScope s = { t, t->state == THR_IN_NATIVE };
    if (s.was_native)
        thr_enter_vm(t);
    return s;
}

static void vm_leave(VmScope *s)
{
    if (s->was_native)
        thr_enter_safe(s->t, THR_IN_NATIVE);
}

/* A result array for the agent. HotSpot hands out NULL for zero elements,
 * and agents written against it may rely on that. */
static jvmtiError alloc_result(size_t count, size_t elem_size, void **out)
{
    *out = NULL;
    if (count == 0)
        return JVMTI_ERROR_NONE;
    *out = jvmti_alloc(count * elem_size);
    return *out ? JVMTI_ERROR_NONE : JVMTI_ERROR_OUT_OF_MEMORY;
}

/* A copy of an optional string for the agent: NULL stays NULL. */
static jvmtiError dup_opt(const char *s, char **out)
{
    *out = NULL;
    if (!s)
        return JVMTI_ERROR_NONE;
    *out = jvmti_strdup(s);
    return *out ? JVMTI_ERROR_NONE : JVMTI_ERROR_OUT_OF_MEMORY;
}

/* Fill the agent's optional name/signature/generic pointers. On failure
 * nothing is returned and nothing leaks. */
static jvmtiError member_names(const char *name, const char *desc, const char *generic,
                               char **name_ptr, char **sig_ptr, char **generic_ptr)
{
    char *n = NULL, *s = NULL, *g = NULL;
    if ((name_ptr && dup_opt(name, &n) != JVMTI_ERROR_NONE) ||
        (sig_ptr && dup_opt(desc, &s) != JVMTI_ERROR_NONE) ||
        (generic_ptr && dup_opt(generic, &g) != JVMTI_ERROR_NONE)) {
        free(n);
        free(s);
        free(g);
        return JVMTI_ERROR_OUT_OF_MEMORY;
    }
    if (name_ptr)
        *name_ptr = n;
    if (sig_ptr)
        *sig_ptr = s;
    if (generic_ptr)
        *generic_ptr = g;
    return JVMTI_ERROR_NONE;
}

static jvmtiError calling_thread(Thread **out)
{
    *out = jvmti_current_thread();
    return *out ? JVMTI_ERROR_NONE : JVMTI_ERROR_UNATTACHED_THREAD;
}

/* One local reference for the agent; NULL stays NULL. */
static jvmtiError local_ref(Thread *t, Object *o, jobject *out)
{
    *out = NULL;
    if (!o)
        return JVMTI_ERROR_NONE;
    VmScope s = vm_enter(t);
    *out = jvmti_local(t, o);
    vm_leave(&s);
    return *out ? JVMTI_ERROR_NONE : JVMTI_ERROR_OUT_OF_MEMORY;
}

/* A growable list of classes, gathered before the result is sized. */
typedef struct ClassList {
    Class **v;
    size_t n, cap;
} ClassList;

static int list_add(ClassList *l, Class *c)
{
    if (l->n == l->cap) {
        size_t cap = l->cap ? l->cap * 2 : 256;
        Class **v = realloc(l->v, cap * sizeof *v);
        if (!v)
            return -1;
        l->v = v;
        l->cap = cap;
    }
    l->v[l->n++] = c;
    return 0;
}

/* Hand a list of classes to the agent as local references to their
 * mirrors, and free the list. */
static jvmtiError return_classes(Thread *t, ClassList *l, jint *count_ptr, jclass **classes_ptr)
{
    jclass *r;
    jvmtiError e = alloc_result(l->n, sizeof *r, (void **)&r);
    if (e == JVMTI_ERROR_NONE) {
        VmScope s = vm_enter(t);
        for (size_t i = 0; i < l->n && e == JVMTI_ERROR_NONE; i++)
            if (!(r[i] = jvmti_local(t, l->v[i]->mirror)))
                e = JVMTI_ERROR_OUT_OF_MEMORY;
        vm_leave(&s);
        if (e != JVMTI_ERROR_NONE)
            free(r);
    }
    free(l->v);
    if (e == JVMTI_ERROR_NONE) {
        *count_ptr = (jint)l->n;
        *classes_ptr = r;
    }
    return e;
}

/* The class list is append-only: a class is published by the store of the
 * previous class's next_loaded, and its mirror is set once made. */
static Class *next_class(Class *c)
{
    return c ? __atomic_load_n(&c->next_loaded, __ATOMIC_ACQUIRE) : cls_first();
}

static Object *class_mirror(Class *c)
{
    return __atomic_load_n(&c->mirror, __ATOMIC_ACQUIRE);
}

static int is_instance_class(const Class *c)
{
    return !c->is_array && !cls_is_primitive(c) && c->cf;
}

/* JVMS 5.4: a class is prepared once linked; an erroneous class was. */
static int is_prepared(const Class *c)
{
    return c->state >= CLASS_LINKED;
}

/* ------------------------------------------------------------------ */
/* Loaded classes                                                      */
/* ------------------------------------------------------------------ */

jvmtiError JNICALL jvmti_GetLoadedClasses(jvmtiEnv *env, jint *class_count_ptr, jclass **classes_ptr)
{
    JVMTI_ENTER(env, PH_LIVE);
    JVMTI_NOT_NULL(class_count_ptr);
    JVMTI_NOT_NULL(classes_ptr);
    Thread *t;
    jvmtiError e = calling_thread(&t);
    if (e != JVMTI_ERROR_NONE)
        return e;
    /* Primitive classes are not in the class list, as the spec wants. */
    ClassList l = { 0 };
    for (Class *c = next_class(NULL); c; c = next_class(c))
        if (class_mirror(c) && list_add(&l, c) != 0) {
            free(l.v);
            return JVMTI_ERROR_OUT_OF_MEMORY;
        }
    return return_classes(t, &l, class_count_ptr, classes_ptr);
}

/* The innermost element class of an array class (the class itself
 * otherwise). */
static Class *bottom_class(Class *c)
{
    while (c->is_array)
        c = c->component;
    return c;
}

/* A loader initiated a class when the loaded-class table records the
 * pair (it records the defining loader too). Array classes go with their
 * element class, and arrays of primitives are visible to every loader: no
 * loader records them, and HotSpot lists them for every loader. */
static int initiated_by(Class *c, Object *loader)
{
    Class *b = bottom_class(c);
    if (cls_is_primitive(b))
        return c->is_array;
    return cl_find_loaded(b->name, loader) == b;
}

jvmtiError JNICALL jvmti_GetClassLoaderClasses(jvmtiEnv *env, jobject initiating_loader,
                                               jint *class_count_ptr, jclass **classes_ptr)
{
    JVMTI_ENTER(env, PH_LIVE);
    JVMTI_NOT_NULL(class_count_ptr);
    JVMTI_NOT_NULL(classes_ptr);
    Object *loader = NULL;
    if (initiating_loader) {
        jvmtiError e = jvmti_object(initiating_loader, &loader);
        if (e != JVMTI_ERROR_NONE)
            return e;
    }
    Thread *t;
    jvmtiError e = calling_thread(&t);
    if (e != JVMTI_ERROR_NONE)
        return e;
    ClassList l = { 0 };
    for (Class *c = next_class(NULL); c; c = next_class(c))
        if (class_mirror(c) && initiated_by(c, loader) && list_add(&l, c) != 0) {
            free(l.v);
            return JVMTI_ERROR_OUT_OF_MEMORY;
        }
    return return_classes(t, &l, class_count_ptr, classes_ptr);
}

/* ------------------------------------------------------------------ */
/* Class properties                                                    */
/* ------------------------------------------------------------------ */

jvmtiError JNICALL jvmti_GetClassSignature(jvmtiEnv *env, jclass klass, char **signature_ptr,
                                           char **generic_ptr)
{
    JVMTI_ENTER(env, PH_START_LIVE);
    Class *c;
    jvmtiError e = jvmti_class(klass, &c);
    if (e != JVMTI_ERROR_NONE)
        return e;
    char *sig = NULL, *gen = NULL;
    if (signature_ptr && !(sig = jvmti_class_signature(c)))
        return JVMTI_ERROR_OUT_OF_MEMORY;
    if (generic_ptr && dup_opt(c->cf ? c->cf->signature : NULL, &gen) != JVMTI_ERROR_NONE) {
        free(sig);
        return JVMTI_ERROR_OUT_OF_MEMORY;
    }
    if (signature_ptr)
        *signature_ptr = sig;
    if (generic_ptr)
        *generic_ptr = gen;
    return JVMTI_ERROR_NONE;
}

jvmtiError JNICALL jvmti_GetClassStatus(jvmtiEnv *env, jclass klass, jint *status_ptr)
{
    JVMTI_ENTER(env, PH_START_LIVE);
    Class *c;
    jvmtiError e = jvmti_class(klass, &c);
    if (e != JVMTI_ERROR_NONE)
        return e;
    JVMTI_NOT_NULL(status_ptr);
    jint status = 0;
    if (cls_is_primitive(c)) {
        status = JVMTI_CLASS_STATUS_PRIMITIVE;
    } else if (c->is_array) {
        status = JVMTI_CLASS_STATUS_ARRAY;
    } else {
        ClassState s = c->state;
        if (s >= CLASS_LINKED)
            status |= JVMTI_CLASS_STATUS_VERIFIED | JVMTI_CLASS_STATUS_PREPARED;
        if (s == CLASS_INITIALIZED)
            status |= JVMTI_CLASS_STATUS_INITIALIZED;
        if (s == CLASS_ERRONEOUS)
            status |= JVMTI_CLASS_STATUS_ERROR;
    }
    *status_ptr = status;
    return JVMTI_ERROR_NONE;
}

jvmtiError JNICALL jvmti_GetSourceFileName(jvmtiEnv *env, jclass klass, char **source_name_ptr)
{
    JVMTI_ENTER(env, PH_START_LIVE);
    JVMTI_NEED_CAP(env, can_get_source_file_name);
    Class *c;
    jvmtiError e = jvmti_class(klass, &c);
    if (e != JVMTI_ERROR_NONE)
        return e;
    JVMTI_NOT_NULL(source_name_ptr);
    const char *src = cls_source_file(c);
    if (!is_instance_class(c) || !src)
        return JVMTI_ERROR_ABSENT_INFORMATION;
    return dup_opt(src, source_name_ptr);
}

/* Class.getModifiers for a class or interface: a member class takes the
 * flags of its own InnerClasses entry. */
static jint declared_modifiers(const Class *c)
{
    const ClassFile *cf = c->cf;
    jint flags = c->access_flags;
    for (uint16_t i = 0; cf && i < cf->inner_class_count; i++) {
        const CfInnerClass *ic = &cf->inner_classes[i];
        if (!ic->inner_class_info_index)
            continue;
        const char *name = cf_class_name(cf, ic->inner_class_info_index);
        if (name && strcmp(name, c->name) == 0) {
            flags = ic->inner_class_access_flags;
            break;
        }
    }
    return flags & ~ACC_SUPER & 0x7fff;
}

jvmtiError JNICALL jvmti_GetClassModifiers(jvmtiEnv *env, jclass klass, jint *modifiers_ptr)
{
    JVMTI_ENTER(env, PH_START_LIVE);
    Class *c;
    jvmtiError e = jvmti_class(klass, &c);
    if (e != JVMTI_ERROR_NONE)
        return e;
    JVMTI_NOT_NULL(modifiers_ptr);
    jint m;
    if (cls_is_primitive(c)) {
        m = ACC_PUBLIC | ACC_FINAL | ACC_ABSTRACT;
    } else if (c->is_array) {
        /* An array has its element's access and is final and abstract. */
        Class *b = bottom_class(c);
        jint access = cls_is_primitive(b) ? ACC_PUBLIC : declared_modifiers(b);
        m = (access & (ACC_PUBLIC | ACC_PRIVATE | ACC_PROTECTED)) | ACC_FINAL | ACC_ABSTRACT;
    } else {
        /* HotSpot puts back the class file's ACC_SUPER after the member
         * class flags (which never carry it). */
        m = declared_modifiers(c) | (c->access_flags & ACC_SUPER);
    }
    *modifiers_ptr = m;
    return JVMTI_ERROR_NONE;
}

/* GetClassMethods and GetClassFields: the declared members in class-file
 * order (jmethodID and jfieldID are both member record addresses); none
 * for arrays and primitives. */
static jvmtiError declared_members(jclass klass, int fields, jint *count_ptr, void ***members_ptr)
{
    Class *c;
    jvmtiError e = jvmti_class(klass, &c);
    if (e != JVMTI_ERROR_NONE)
        return e;
    JVMTI_NOT_NULL(count_ptr);
    JVMTI_NOT_NULL(members_ptr);
    uint16_t n = 0;
    if (!cls_is_primitive(c)) {
        if (!c->is_array && !is_prepared(c))
            return JVMTI_ERROR_CLASS_NOT_PREPARED;
        if (!c->is_array)
            n = fields ? c->field_count : c->method_count;
    }
    void **r;
    e = alloc_result(n, sizeof *r, (void **)&r);
    if (e != JVMTI_ERROR_NONE)
        return e;
    for (uint16_t i = 0; i < n; i++)
        r[i] = fields ? (void *)&c->fields[i] : (void *)&c->methods[i];
    /* After a redefinition, in the order of the new class file (HotSpot's
     * original method order); the set of methods is the same. */
    if (!fields && n && c->old_version) {
        for (uint16_t i = 0; i < n; i++) {
            const Method *m = &c->methods[i];
            size_t at = (size_t)(m->cf - c->cf->methods);
            if (at < n)
                r[at] = (void *)m;
        }
    }
    *count_ptr = n;
    *members_ptr = r;
    return JVMTI_ERROR_NONE;
}

jvmtiError JNICALL jvmti_GetClassMethods(jvmtiEnv *env, jclass klass, jint *method_count_ptr,
                                         jmethodID **methods_ptr)
{
    JVMTI_ENTER(env, PH_START_LIVE);
    return declared_members(klass, 0, method_count_ptr, (void ***)methods_ptr);
}

jvmtiError JNICALL jvmti_GetClassFields(jvmtiEnv *env, jclass klass, jint *field_count_ptr,
                                        jfieldID **fields_ptr)
{
    JVMTI_ENTER(env, PH_START_LIVE);
    return declared_members(klass, 1, field_count_ptr, (void ***)fields_ptr);
}

jvmtiError JNICALL jvmti_GetImplementedInterfaces(jvmtiEnv *env, jclass klass, jint *interface_count_ptr,
                                                  jclass **interfaces_ptr)
{
    JVMTI_ENTER(env, PH_START_LIVE);
    Class *c;
    jvmtiError e = jvmti_class(klass, &c);
    if (e != JVMTI_ERROR_NONE)
        return e;
    JVMTI_NOT_NULL(interface_count_ptr);
    JVMTI_NOT_NULL(interfaces_ptr);
    if (!cls_is_primitive(c) && !c->is_array && !is_prepared(c))
        return JVMTI_ERROR_CLASS_NOT_PREPARED;
    /* HotSpot lists no interfaces for arrays (not Cloneable, Serializable). */
    ClassList l = { 0 };
    if (is_instance_class(c))
        for (uint16_t i = 0; i < c->interface_count; i++)
            if (list_add(&l, c->interfaces[i]) != 0) {
                free(l.v);
                return JVMTI_ERROR_OUT_OF_MEMORY;
            }
    Thread *t;
    e = calling_thread(&t);
    if (e != JVMTI_ERROR_NONE) {
        free(l.v);
        return e;
    }
    return return_classes(t, &l, interface_count_ptr, interfaces_ptr);
}

jvmtiError JNICALL jvmti_GetClassVersionNumbers(jvmtiEnv *env, jclass klass, jint *minor_version_ptr,
                                                jint *major_version_ptr)
{
    JVMTI_ENTER(env, PH_START_LIVE);
    Class *c;
    jvmtiError e = jvmti_class(klass, &c);
    if (e != JVMTI_ERROR_NONE)
        return e;
    JVMTI_NOT_NULL(minor_version_ptr);
    JVMTI_NOT_NULL(major_version_ptr);
    /* HotSpot refuses a class whose initialization failed, here and in
     * GetConstantPool. */
    if (c->state == CLASS_ERRONEOUS)
        return JVMTI_ERROR_INVALID_CLASS;
    if (!is_instance_class(c))
        return JVMTI_ERROR_ABSENT_INFORMATION;
    /* HotSpot 17 keeps answering the version the class was loaded with
     * after a redefinition with another one. */
    const ClassFile *cf = c->loaded_cf ? c->loaded_cf : c->cf;
    *minor_version_ptr = cf->minor_version;
    *major_version_ptr = cf->major_version;
    return JVMTI_ERROR_NONE;
}

/* The offset just past the constant pool in the class file bytes (JVMS
 * 4.4), or 0 if the bytes do not hold one (they always do once parsed). */
static size_t constant_pool_end(const ClassFile *cf)
{
    const uint8_t *b = cf->bytes;
    size_t p = 10;
    for (uint32_t i = 1; i < cf->constant_pool_count; i++) {
        if (p + 3 > cf->length)
            return 0;
        switch (b[p]) {
        case CONSTANT_Utf8: p += 3 + ((size_t)b[p + 1] << 8 | b[p + 2]); break;
        case CONSTANT_Class: case CONSTANT_String: case CONSTANT_MethodType:
        case CONSTANT_Module: case CONSTANT_Package: p += 3; break;
        case CONSTANT_MethodHandle: p += 4; break;
        case CONSTANT_Integer: case CONSTANT_Float: case CONSTANT_Fieldref:
        case CONSTANT_Methodref: case CONSTANT_InterfaceMethodref: case CONSTANT_NameAndType:
        case CONSTANT_Dynamic: case CONSTANT_InvokeDynamic: p += 5; break;
        case CONSTANT_Long: case CONSTANT_Double: p += 9; i++; break;
        default: return 0;
        }
    }
    return p <= cf->length ? p : 0;
}

jvmtiError JNICALL jvmti_GetConstantPool(jvmtiEnv *env, jclass klass, jint *constant_pool_count_ptr,
                                         jint *constant_pool_byte_count_ptr,
                                         unsigned char **constant_pool_bytes_ptr)
{
    JVMTI_ENTER(env, PH_START_LIVE);
    JVMTI_NEED_CAP(env, can_get_constant_pool);
    Class *c;
    jvmtiError e = jvmti_class(klass, &c);
    if (e != JVMTI_ERROR_NONE)
        return e;
    JVMTI_NOT_NULL(constant_pool_count_ptr);
    JVMTI_NOT_NULL(constant_pool_byte_count_ptr);
    JVMTI_NOT_NULL(constant_pool_bytes_ptr);
    if (c->state == CLASS_ERRONEOUS)
        return JVMTI_ERROR_INVALID_CLASS;
    if (!is_instance_class(c) || !c->cf->bytes)
        return JVMTI_ERROR_ABSENT_INFORMATION;
    size_t end = constant_pool_end(c->cf);
    if (!end)
        return JVMTI_ERROR_ABSENT_INFORMATION;
    /* The entries follow magic, minor, major and constant_pool_count. */
    size_t n = end - 10;
    unsigned char *r = jvmti_alloc(n);
    if (!r)
        return JVMTI_ERROR_OUT_OF_MEMORY;
    memcpy(r, c->cf->bytes + 10, n);
    *constant_pool_count_ptr = c->cf->constant_pool_count;
    *constant_pool_byte_count_ptr = (jint)n;
    *constant_pool_bytes_ptr = r;
    return JVMTI_ERROR_NONE;
}

jvmtiError JNICALL jvmti_IsInterface(jvmtiEnv *env, jclass klass, jboolean *is_interface_ptr)
{
    JVMTI_ENTER(env, PH_START_LIVE);
    Class *c;
    jvmtiError e = jvmti_class(klass, &c);
    if (e != JVMTI_ERROR_NONE)
        return e;
    JVMTI_NOT_NULL(is_interface_ptr);
    *is_interface_ptr = is_instance_class(c) && cls_is_interface(c) ? JNI_TRUE : JNI_FALSE;
    return JVMTI_ERROR_NONE;
}

jvmtiError JNICALL jvmti_IsArrayClass(jvmtiEnv *env, jclass klass, jboolean *is_array_class_ptr)
{
    JVMTI_ENTER(env, PH_START_LIVE);
    Class *c;
    jvmtiError e = jvmti_class(klass, &c);
    if (e != JVMTI_ERROR_NONE)
        return e;
    JVMTI_NOT_NULL(is_array_class_ptr);
    *is_array_class_ptr = c->is_array ? JNI_TRUE : JNI_FALSE;
    return JVMTI_ERROR_NONE;
}

jvmtiError JNICALL jvmti_GetClassLoader(jvmtiEnv *env, jclass klass, jobject *classloader_ptr)
{
    JVMTI_ENTER(env, PH_START_LIVE);
    Class *c;
    jvmtiError e = jvmti_class(klass, &c);
    if (e != JVMTI_ERROR_NONE)
        return e;
    JVMTI_NOT_NULL(classloader_ptr);
    /* An array class has its element's loader; primitives the bootstrap's. */
    Object *loader = cls_is_primitive(c) ? NULL : bottom_class(c)->loader;
    if (!loader) {
        *classloader_ptr = NULL;
        return JVMTI_ERROR_NONE;
    }
    Thread *t;
    e = calling_thread(&t);
    if (e != JVMTI_ERROR_NONE)
        return e;
    return local_ref(t, loader, classloader_ptr);
}

jvmtiError JNICALL jvmti_GetSourceDebugExtension(jvmtiEnv *env, jclass klass, char **source_debug_extension_ptr)
{
    JVMTI_ENTER(env, PH_START_LIVE);
    JVMTI_NEED_CAP(env, can_get_source_debug_extension);
    Class *c;
    jvmtiError e = jvmti_class(klass, &c);
    if (e != JVMTI_ERROR_NONE)
        return e;
    JVMTI_NOT_NULL(source_debug_extension_ptr);
    if (!is_instance_class(c) || !c->cf->source_debug_extension)
        return JVMTI_ERROR_ABSENT_INFORMATION;
    size_t n = c->cf->source_debug_extension_length;
    char *r = jvmti_alloc(n + 1);
    if (!r)
        return JVMTI_ERROR_OUT_OF_MEMORY;
    memcpy(r, c->cf->source_debug_extension, n);
    r[n] = 0;
    *source_debug_extension_ptr = r;
    return JVMTI_ERROR_NONE;
}

/* ------------------------------------------------------------------ */
/* Modules                                                             */
/* ------------------------------------------------------------------ */

/* A java.lang.Module object (the class is final, and only the bootstrap
 * loader defines java.lang classes). */
static Object *module_object(jobject ref)
{
    Object *o;
    if (jvmti_object(ref, &o) != JVMTI_ERROR_NONE)
        return NULL;
    return !o->klass->loader && strcmp(o->klass->name, "java/lang/Module") == 0 ? o : NULL;
}

static int is_module(jobject ref) { return module_object(ref) != NULL; }

typedef struct ModuleList {
    Object **loaders;
    size_t count, cap;
} ModuleList;

static void add_loader(Object **ref, void *arg)
{
    ModuleList *l = arg;
    for (size_t i = 0; i < l->count; i++)
        if (l->loaders[i] == *ref)
            return;
    if (l->count == l->cap) {
        size_t cap = l->cap ? l->cap * 2 : 8;
        Object **n = realloc(l->loaders, cap * sizeof *n);
        if (!n)
            return;
        l->loaders = n;
        l->cap = cap;
    }
    l->loaders[l->count++] = *ref;
}

/* java.base; the unnamed modules of the application and platform loaders
 * and of every loader that has loaded a class; last, as in HotSpot, the
 * bootstrap loader's unnamed module. */
jvmtiError JNICALL jvmti_GetAllModules(jvmtiEnv *env, jint *module_count_ptr, jobject **modules_ptr)
{
    JVMTI_ENTER(env, PH_LIVE);
    JVMTI_NOT_NULL(module_count_ptr);
    JVMTI_NOT_NULL(modules_ptr);
    Thread *t = jvmti_current_thread();
    if (!t)
        return JVMTI_ERROR_UNATTACHED_THREAD;
    jobject base = jvmti_local(t, cl_java_base_module(t));
    jobject boot = jvmti_local(t, cl_boot_unnamed_module(t));
    if (!base || !boot) {
        t->exception = NULL;
        return JVMTI_ERROR_INTERNAL;
    }
    /* No allocation from here on: the loader objects stay put. */
    ModuleList l = { 0 };
    Field *parent = cls_field_by_name(wk.class_loader, "parent");
    for (Object *o = wk.system_loader; o && parent; o = *FIELD_PTR(o, parent->offset, Object *))
        add_loader(&o, &l);
    cl_visit_loaders(add_loader, &l);
    jobject *mods = jvmti_alloc((l.count + 2) * sizeof *mods);
    if (!mods) {
        free(l.loaders);
        return JVMTI_ERROR_OUT_OF_MEMORY;
    }
    jint n = 0;
    mods[n++] = base;
    for (size_t i = 0; i < l.count; i++) {
        Object *m = cl_unnamed_module(l.loaders[i]);
        if (m)
            mods[n++] = jvmti_local(t, m);
    }
    mods[n++] = boot;
    free(l.loaders);
    *module_count_ptr = n;
    *modules_ptr = mods;
    return JVMTI_ERROR_NONE;
}

/* Only java.base is named: it is the answer for the bootstrap loader and
 * one of its packages ("java/lang"), NULL otherwise. */
jvmtiError JNICALL jvmti_GetNamedModule(jvmtiEnv *env, jobject class_loader, const char *package_name,
                                        jobject *module_ptr)
{
    JVMTI_ENTER(env, PH_LIVE);
    JVMTI_NOT_NULL(package_name);
    JVMTI_NOT_NULL(module_ptr);
    if (class_loader) {
        Object *o;
        if (jvmti_object(class_loader, &o) != JVMTI_ERROR_NONE ||
            !wk.class_loader || !cls_is_subclass_of(o->klass, wk.class_loader))
            return JVMTI_ERROR_ILLEGAL_ARGUMENT;
    }
    *module_ptr = NULL;
    if (class_loader || !cl_is_base_package(package_name))
        return JVMTI_ERROR_NONE;
    Thread *t = jvmti_current_thread();
    if (!t)
        return JVMTI_ERROR_UNATTACHED_THREAD;
    Object *base = cl_java_base_module(t);
    if (!base) {
        t->exception = NULL;
        return JVMTI_ERROR_INTERNAL;
    }
    *module_ptr = jvmti_local(t, base);
    return JVMTI_ERROR_NONE;
}

jvmtiError JNICALL jvmti_AddModuleReads(jvmtiEnv *env, jobject module, jobject to_module)
{
    JVMTI_ENTER(env, PH_LIVE);
    JVMTI_NOT_NULL(module);
    JVMTI_NOT_NULL(to_module);
    if (!is_module(module) || !is_module(to_module))
        return JVMTI_ERROR_INVALID_MODULE;
    return JVMTI_ERROR_NONE;
}

/* As Module.addExports/addOpens: an unnamed module takes any package; a
 * named one only its own, given in dotted form ("java.lang"), else
 * ILLEGAL_ARGUMENT. */
static jvmtiError add_package(jvmtiEnv *env, jobject module, const char *pkg_name, jobject to_module)
{
    JVMTI_ENTER(env, PH_LIVE);
    JVMTI_NOT_NULL(module);
    JVMTI_NOT_NULL(pkg_name);
    JVMTI_NOT_NULL(to_module);
    Object *m = module_object(module);
    if (!m || !is_module(to_module))
        return JVMTI_ERROR_INVALID_MODULE;
    Thread *t = jvmti_current_thread();
    if (!t)
        return JVMTI_ERROR_UNATTACHED_THREAD;
    Object *base = cl_java_base_module(t);
    if (!base) {
        t->exception = NULL;
        return JVMTI_ERROR_INTERNAL;
    }
    if (m != base)
        return JVMTI_ERROR_NONE;
    char internal[1024];
    size_t n = strlen(pkg_name);
    if (n >= sizeof internal || strchr(pkg_name, '/'))
        return JVMTI_ERROR_ILLEGAL_ARGUMENT;
    for (size_t i = 0; i <= n; i++)
        internal[i] = pkg_name[i] == '.' ? '/' : pkg_name[i];
    return cl_is_base_package(internal) ? JVMTI_ERROR_NONE : JVMTI_ERROR_ILLEGAL_ARGUMENT;
}

jvmtiError JNICALL jvmti_AddModuleExports(jvmtiEnv *env, jobject module, const char *pkg_name, jobject to_module)
{
    return add_package(env, module, pkg_name, to_module);
}

jvmtiError JNICALL jvmti_AddModuleOpens(jvmtiEnv *env, jobject module, const char *pkg_name, jobject to_module)
{
    return add_package(env, module, pkg_name, to_module);
}

/* A service or provider class: a class or interface, not a primitive. */
static int is_service_class(jclass ref)
{
    Class *c;
    return jvmti_class(ref, &c) == JVMTI_ERROR_NONE && !cls_is_primitive(c);
}

jvmtiError JNICALL jvmti_AddModuleUses(jvmtiEnv *env, jobject module, jclass service)
{
    JVMTI_ENTER(env, PH_LIVE);
    JVMTI_NOT_NULL(module);
    JVMTI_NOT_NULL(service);
    if (!is_module(module))
        return JVMTI_ERROR_INVALID_MODULE;
    if (!is_service_class(service))
        return JVMTI_ERROR_INVALID_CLASS;
    return JVMTI_ERROR_NONE;
}

jvmtiError JNICALL jvmti_AddModuleProvides(jvmtiEnv *env, jobject module, jclass service, jclass impl_class)
{
    JVMTI_ENTER(env, PH_LIVE);
    JVMTI_NOT_NULL(module);
    JVMTI_NOT_NULL(service);
    JVMTI_NOT_NULL(impl_class);
    if (!is_module(module))
        return JVMTI_ERROR_INVALID_MODULE;
    if (!is_service_class(service) || !is_service_class(impl_class))
        return JVMTI_ERROR_INVALID_CLASS;
    return JVMTI_ERROR_NONE;
}

jvmtiError JNICALL jvmti_IsModifiableModule(jvmtiEnv *env, jobject module, jboolean *is_modifiable_module_ptr)
{
    JVMTI_ENTER(env, PH_LIVE);
    JVMTI_NOT_NULL(module);
    JVMTI_NOT_NULL(is_modifiable_module_ptr);
    if (!is_module(module))
        return JVMTI_ERROR_INVALID_MODULE;
    /* HotSpot answers true for every module, java.base included. */
    *is_modifiable_module_ptr = JNI_TRUE;
    return JVMTI_ERROR_NONE;
}

/* ------------------------------------------------------------------ */
/* Fields                                                              */
/* ------------------------------------------------------------------ */

jvmtiError JNICALL jvmti_GetFieldName(jvmtiEnv *env, jclass klass, jfieldID field, char **name_ptr,
                                      char **signature_ptr, char **generic_ptr)
{
    JVMTI_ENTER(env, PH_START_LIVE);
    Class *c;
    Field *f;
    jvmtiError e = jvmti_field(klass, field, &c, &f);
    if (e != JVMTI_ERROR_NONE)
        return e;
    return member_names(f->name, f->desc, f->signature, name_ptr, signature_ptr, generic_ptr);
}

jvmtiError JNICALL jvmti_GetFieldDeclaringClass(jvmtiEnv *env, jclass klass, jfieldID field,
                                                jclass *declaring_class_ptr)
{
    JVMTI_ENTER(env, PH_START_LIVE);
    Class *c;
    Field *f;
    jvmtiError e = jvmti_field(klass, field, &c, &f);
    if (e != JVMTI_ERROR_NONE)
        return e;
    JVMTI_NOT_NULL(declaring_class_ptr);
    Thread *t;
    e = calling_thread(&t);
    if (e != JVMTI_ERROR_NONE)
        return e;
    return local_ref(t, f->klass->mirror, (jobject *)declaring_class_ptr);
}

jvmtiError JNICALL jvmti_GetFieldModifiers(jvmtiEnv *env, jclass klass, jfieldID field, jint *modifiers_ptr)
{
    JVMTI_ENTER(env, PH_START_LIVE);
    Class *c;
    Field *f;
    jvmtiError e = jvmti_field(klass, field, &c, &f);
    if (e != JVMTI_ERROR_NONE)
        return e;
    JVMTI_NOT_NULL(modifiers_ptr);
    /* HotSpot 17 lets one internal bit through: 0x800 marks a field with a
     * generic signature. Agents see it there, so they see it here. */
    *modifiers_ptr = (f->access_flags & FIELD_MODIFIERS) | (f->signature ? FIELD_HAS_GENERIC_SIGNATURE : 0);
    return JVMTI_ERROR_NONE;
}

/* A member is synthetic by its flag or by a Synthetic attribute (JVMS
 * 4.7.8), which older compilers emit instead. */
static int member_synthetic(uint16_t access_flags, const CfMember *cm)
{
    return (access_flags & ACC_SYNTHETIC) || (cm && cm->synthetic);
}

static const CfMember *field_member(const Field *f)
{
    const ClassFile *cf = f->klass->cf;
    return cf && f->index < cf->field_count ? &cf->fields[f->index] : NULL;
}

jvmtiError JNICALL jvmti_IsFieldSynthetic(jvmtiEnv *env, jclass klass, jfieldID field, jboolean *is_synthetic_ptr)
{
    JVMTI_ENTER(env, PH_START_LIVE);
    JVMTI_NEED_CAP(env, can_get_synthetic_attribute);
    Class *c;
    Field *f;
    jvmtiError e = jvmti_field(klass, field, &c, &f);
    if (e != JVMTI_ERROR_NONE)
        return e;
    JVMTI_NOT_NULL(is_synthetic_ptr);
    *is_synthetic_ptr = member_synthetic(f->access_flags, field_member(f)) ? JNI_TRUE : JNI_FALSE;
    return JVMTI_ERROR_NONE;
}

/* ------------------------------------------------------------------ */
/* Methods                                                             */
/* ------------------------------------------------------------------ */

static int is_native(const Method *m) { return (m->access_flags & ACC_NATIVE) != 0; }

/* The method of a jmethodID, and for the functions HotSpot refuses for a
 * native method (the line number and local variable tables, and also max
 * locals, arguments size, method location and bytecodes, where the
 * specification is silent), NATIVE_METHOD right after the ID check, before
 * the result pointers are looked at. */
#define METHOD_ARG(id, m, native_is_error)                          \
    do {                                                            \
        jvmtiError e_ = jvmti_method((id), &(m));                   \
        if (e_ != JVMTI_ERROR_NONE)                                 \
            return e_;                                              \
        if ((native_is_error) && is_native(m))                      \
            return JVMTI_ERROR_NATIVE_METHOD;                       \
    } while (0)

jvmtiError JNICALL jvmti_GetMethodName(jvmtiEnv *env, jmethodID method, char **name_ptr,
                                       char **signature_ptr, char **generic_ptr)
{
    JVMTI_ENTER(env, PH_START_LIVE);
    Method *m;
    METHOD_ARG(method, m, 0);
    return member_names(m->name, m->desc, m->signature, name_ptr, signature_ptr, generic_ptr);
}

jvmtiError JNICALL jvmti_GetMethodDeclaringClass(jvmtiEnv *env, jmethodID method, jclass *declaring_class_ptr)
{
    JVMTI_ENTER(env, PH_START_LIVE);
    Method *m;
    METHOD_ARG(method, m, 0);
    JVMTI_NOT_NULL(declaring_class_ptr);
    Thread *t;
    jvmtiError e = calling_thread(&t);
    if (e != JVMTI_ERROR_NONE)
        return e;
    return local_ref(t, m->klass->mirror, (jobject *)declaring_class_ptr);
}

jvmtiError JNICALL jvmti_GetMethodModifiers(jvmtiEnv *env, jmethodID method, jint *modifiers_ptr)
{
    JVMTI_ENTER(env, PH_START_LIVE);
    Method *m;
    METHOD_ARG(method, m, 0);
    JVMTI_NOT_NULL(modifiers_ptr);
    *modifiers_ptr = m->access_flags & METHOD_MODIFIERS;
    return JVMTI_ERROR_NONE;
}

jvmtiError JNICALL jvmti_GetMaxLocals(jvmtiEnv *env, jmethodID method, jint *max_ptr)
{
    JVMTI_ENTER(env, PH_START_LIVE);
    Method *m;
    METHOD_ARG(method, m, 1);
    JVMTI_NOT_NULL(max_ptr);
    /* The class file's value; an abstract method has no locals of its own. */
    *max_ptr = m->cf_code ? m->cf_code->max_locals : 0;
    return JVMTI_ERROR_NONE;
}

jvmtiError JNICALL jvmti_GetArgumentsSize(jvmtiEnv *env, jmethodID method, jint *size_ptr)
{
    JVMTI_ENTER(env, PH_START_LIVE);
    Method *m;
    METHOD_ARG(method, m, 1);
    JVMTI_NOT_NULL(size_ptr);
    *size_ptr = m->arg_slots;
    return JVMTI_ERROR_NONE;
}

jvmtiError JNICALL jvmti_GetLineNumberTable(jvmtiEnv *env, jmethodID method, jint *entry_count_ptr,
                                            jvmtiLineNumberEntry **table_ptr)
{
    JVMTI_ENTER(env, PH_START_LIVE);
    JVMTI_NEED_CAP(env, can_get_line_numbers);
    Method *m;
    METHOD_ARG(method, m, 1);
    JVMTI_NOT_NULL(entry_count_ptr);
    JVMTI_NOT_NULL(table_ptr);
    const CfCode *code = m->cf_code;
    if (!code || !code->line_number_count)
        return JVMTI_ERROR_ABSENT_INFORMATION;
    uint16_t n = code->line_number_count;
    jvmtiLineNumberEntry *r = jvmti_alloc(n * sizeof *r);
    if (!r)
        return JVMTI_ERROR_OUT_OF_MEMORY;
    for (uint16_t i = 0; i < n; i++) {
        r[i].start_location = code->line_numbers[i].start_pc;
        r[i].line_number = code->line_numbers[i].line_number;
    }
    *entry_count_ptr = n;
    *table_ptr = r;
    return JVMTI_ERROR_NONE;
}

jvmtiError JNICALL jvmti_GetMethodLocation(jvmtiEnv *env, jmethodID method, jlocation *start_location_ptr,
                                           jlocation *end_location_ptr)
{
    JVMTI_ENTER(env, PH_START_LIVE);
    Method *m;
    METHOD_ARG(method, m, 1);
    JVMTI_NOT_NULL(start_location_ptr);
    JVMTI_NOT_NULL(end_location_ptr);
    /* An abstract method has no code: -1 and -1, as HotSpot answers. */
    jlocation len = m->cf_code ? m->cf_code->code_length : 0;
    *start_location_ptr = len ? 0 : -1;
    *end_location_ptr = len - 1;
    return JVMTI_ERROR_NONE;
}

/* The generic signature of a LocalVariableTable entry: the
 * LocalVariableTypeTable entry for the same variable (JVMS 4.7.14). */
static const char *local_generic(const CfCode *code, const CfLocalVariable *v)
{
    for (uint16_t i = 0; i < code->local_variable_type_count; i++) {
        const CfLocalVariable *g = &code->local_variable_types[i];
        if (g->start_pc == v->start_pc && g->length == v->length && g->index == v->index &&
            strcmp(g->name, v->name) == 0)
            return g->descriptor;
    }
    return NULL;
}

/* Whether local variable information was compiled in is decided per
 * class: a method without a table in a class where others have one has no
 * locals to describe (HotSpot returns an empty table, not ABSENT). */
static int class_has_local_variables(const Class *c)
{
    for (uint16_t i = 0; i < c->method_count; i++) {
        const CfCode *code = c->methods[i].cf_code;
        if (code && code->local_variable_count)
            return 1;
    }
    return 0;
}

static void free_local_table(jvmtiLocalVariableEntry *r, uint16_t n)
{
    for (uint16_t i = 0; i < n; i++) {
        free(r[i].name);
        free(r[i].signature);
        free(r[i].generic_signature);
    }
    free(r);
}

jvmtiError JNICALL jvmti_GetLocalVariableTable(jvmtiEnv *env, jmethodID method, jint *entry_count_ptr,
                                               jvmtiLocalVariableEntry **table_ptr)
{
    JVMTI_ENTER(env, PH_LIVE);
    JVMTI_NEED_CAP(env, can_access_local_variables);
    Method *m;
    METHOD_ARG(method, m, 1);
    JVMTI_NOT_NULL(entry_count_ptr);
    JVMTI_NOT_NULL(table_ptr);
    if (!class_has_local_variables(m->klass))
        return JVMTI_ERROR_ABSENT_INFORMATION;
    const CfCode *code = m->cf_code;
    uint16_t n = code ? code->local_variable_count : 0;
    jvmtiLocalVariableEntry *r;
    jvmtiError e = alloc_result(n, sizeof *r, (void **)&r);
    if (e != JVMTI_ERROR_NONE)
        return e;
    if (n)
        memset(r, 0, n * sizeof *r);
    for (uint16_t i = 0; i < n; i++) {
        const CfLocalVariable *v = &code->local_variables[i];
        r[i].start_location = v->start_pc;
        r[i].length = v->length;
        r[i].slot = v->index;
        if (dup_opt(v->name, &r[i].name) != JVMTI_ERROR_NONE ||
            dup_opt(v->descriptor, &r[i].signature) != JVMTI_ERROR_NONE ||
            dup_opt(local_generic(code, v), &r[i].generic_signature) != JVMTI_ERROR_NONE) {
            free_local_table(r, n);
            return JVMTI_ERROR_OUT_OF_MEMORY;
        }
    }
    *entry_count_ptr = n;
    *table_ptr = r;
    return JVMTI_ERROR_NONE;
}

jvmtiError JNICALL jvmti_GetBytecodes(jvmtiEnv *env, jmethodID method, jint *bytecode_count_ptr,
                                      unsigned char **bytecodes_ptr)
{
    JVMTI_ENTER(env, PH_START_LIVE);
    JVMTI_NEED_CAP(env, can_get_bytecodes);
    Method *m;
    METHOD_ARG(method, m, 1);
    JVMTI_NOT_NULL(bytecode_count_ptr);
    JVMTI_NOT_NULL(bytecodes_ptr);
    /* The class file's code: the interpreter's copy is quickened. */
    uint32_t n = m->cf_code ? m->cf_code->code_length : 0;
    unsigned char *r;
    jvmtiError e = alloc_result(n, 1, (void **)&r);
    if (e != JVMTI_ERROR_NONE)
        return e;
    if (n)
        memcpy(r, m->cf_code->code, n);
    *bytecode_count_ptr = (jint)n;
    *bytecodes_ptr = r;
    return JVMTI_ERROR_NONE;
}

jvmtiError JNICALL jvmti_IsMethodNative(jvmtiEnv *env, jmethodID method, jboolean *is_native_ptr)
{
    JVMTI_ENTER(env, PH_START_LIVE);
    Method *m;
    METHOD_ARG(method, m, 0);
    JVMTI_NOT_NULL(is_native_ptr);
    *is_native_ptr = is_native(m) ? JNI_TRUE : JNI_FALSE;
    return JVMTI_ERROR_NONE;
}

jvmtiError JNICALL jvmti_IsMethodSynthetic(jvmtiEnv *env, jmethodID method, jboolean *is_synthetic_ptr)
{
    JVMTI_ENTER(env, PH_START_LIVE);
    JVMTI_NEED_CAP(env, can_get_synthetic_attribute);
    Method *m;
    METHOD_ARG(method, m, 0);
    JVMTI_NOT_NULL(is_synthetic_ptr);
    *is_synthetic_ptr = member_synthetic(m->access_flags, m->cf) ? JNI_TRUE : JNI_FALSE;
    return JVMTI_ERROR_NONE;
}

/* ------------------------------------------------------------------ */
/* Native method prefixes                                              */
/* ------------------------------------------------------------------ */

/* Replace the environment's prefixes with copies of the given ones. The
 * native binder reads them under jvmti_lock. */
static jvmtiError set_prefixes(JvmtiEnv *e, jint count, char *const *prefixes)
{
    char **copy = NULL;
    if (count > 0) {
        copy = calloc((size_t)count, sizeof *copy);
        if (!copy)
            return JVMTI_ERROR_OUT_OF_MEMORY;
    }
    for (jint i = 0; i < count; i++) {
        jvmtiError err = !prefixes[i] ? JVMTI_ERROR_NULL_POINTER
                         : !(copy[i] = strdup(prefixes[i])) ? JVMTI_ERROR_OUT_OF_MEMORY
                         : JVMTI_ERROR_NONE;
        if (err != JVMTI_ERROR_NONE) {
            for (jint j = 0; j < i; j++)
                free(copy[j]);
            free(copy);
            return err;
        }
    }
    pthread_mutex_lock(&jvmti_lock);
    char **old = e->native_prefixes;
    jint old_count = e->native_prefix_count;
    e->native_prefixes = copy;
    e->native_prefix_count = count;
    pthread_mutex_unlock(&jvmti_lock);
    for (jint i = 0; i < old_count; i++)
        free(old[i]);
    free(old);
    return JVMTI_ERROR_NONE;
}

jvmtiError JNICALL jvmti_SetNativeMethodPrefix(jvmtiEnv *env, const char *prefix)
{
    JVMTI_ENTER_ANY_THREAD(env, PH_ANY);
    JVMTI_NEED_CAP(env, can_set_native_method_prefix);
    /* NULL clears the prefix. */
    char *one = (char *)prefix;
    return set_prefixes(jvmti_env_of(env), prefix ? 1 : 0, &one);
}

jvmtiError JNICALL jvmti_SetNativeMethodPrefixes(jvmtiEnv *env, jint prefix_count, char **prefixes)
{
    JVMTI_ENTER_ANY_THREAD(env, PH_ANY);
    JVMTI_NEED_CAP(env, can_set_native_method_prefix);
    if (prefix_count < 0)
        return JVMTI_ERROR_ILLEGAL_ARGUMENT;
    JVMTI_NOT_NULL(prefixes);
    return set_prefixes(jvmti_env_of(env), prefix_count, prefixes);
}

/* ------------------------------------------------------------------ */
/* Objects                                                             */
/* ------------------------------------------------------------------ */

jvmtiError JNICALL jvmti_GetObjectHashCode(jvmtiEnv *env, jobject object, jint *hash_code_ptr)
{
    JVMTI_ENTER(env, PH_START_LIVE);
    /* HotSpot checks the pointer before the object. */
    JVMTI_NOT_NULL(hash_code_ptr);
    Object *o;
    jvmtiError e = jvmti_object(object, &o);
    if (e != JVMTI_ERROR_NONE)
        return e;
    *hash_code_ptr = (jint)heap_identity_hash(o);
    return JVMTI_ERROR_NONE;
}
