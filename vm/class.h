/*
 * Runtime classes, methods and fields, and the linker that builds them.
 *
 * A Class is created from a parsed ClassFile (vm/classfile.h) by
 * cls_define(), linked by cls_link() (superclass and interfaces, field
 * layout, vtable and itable) and initialized by cls_init() following the
 * protocol of JVMS 5.5. Array classes and primitive classes are made by the
 * VM itself. Method and Field records double as jmethodID and jfieldID: they
 * never move and live as long as their class.
 */
#ifndef AGENTVM_CLASS_H
#define AGENTVM_CLASS_H

#include <pthread.h>
#include <stdint.h>

#include "vm/classfile.h"
#include "vm/common.h"
#include "vm/object.h"

struct Thread;
struct Class;

typedef enum ClassState {
    CLASS_LOADED,        /* created, supertypes loaded */
    CLASS_LINKED,        /* prepared: layout, statics, vtable */
    CLASS_INITIALIZING,  /* <clinit> running in init_thread */
    CLASS_INITIALIZED,
    CLASS_ERRONEOUS      /* initialization failed */
} ClassState;

/* Basic types, by descriptor character. */
typedef enum BasicType {
    T_VOID = 'V', T_BOOLEAN = 'Z', T_BYTE = 'B', T_CHAR = 'C', T_SHORT = 'S',
    T_INT = 'I', T_FLOAT = 'F', T_LONG = 'J', T_DOUBLE = 'D',
    T_OBJECT = 'L', T_ARRAY = '['
} BasicType;

typedef void (*VmNativeFn)(struct Thread *t, Slot *args, Slot *result);

typedef struct Method {
    struct Class *klass;
    const char *name;
    const char *desc;
    const char *signature;        /* generic signature or NULL */
    uint16_t access_flags;
    uint16_t max_stack, max_locals;
    uint16_t arg_slots;           /* including `this` */
    uint8_t ret_type;             /* BasicType of the return value */
    uint8_t is_clinit, is_init;
    uint8_t intrinsic;            /* INTR_* (interp/intrinsic.h): run without a frame */
    uint32_t code_length;
    uint8_t *code;                /* executable copy: quickened in place */
    const CfCode *cf_code;        /* original, for exception tables and JVMTI */
    const CfMember *cf;
    int32_t vtable_index;         /* -1: not virtual */
    uint16_t index;               /* position in the class's method array */
    /* Native methods. */
    VmNativeFn vm_native;         /* VM-internal natives (classlib-stubs/natives) */
    void *jni_native;             /* bound JNI function */
    void *ffi_cif;                /* prepared libffi call interface */
    /* Redefinition (vm/redefine.h): a copy of the method as it was before
     * a redefinition, kept for the frames still running it. */
    uint8_t obsolete;             /* old copy whose code changed: IsMethodObsolete */
    /* The superinstruction bank its code is fused with (interp/fuse.c),
     * chosen once, before the method first runs. */
    uint8_t bank, bank_chosen;
    /* Whether `code` is twice code_length long: the second half holds the
     * shadow bytes of its statement superinstructions (interp/fuse.c). */
    uint8_t shadow;
    struct Method *current;       /* old copy of an unchanged method: the live record */
} Method;

typedef struct Field {
    struct Class *klass;
    const char *name;
    const char *desc;
    const char *signature;
    uint16_t access_flags;
    uint8_t type;                 /* BasicType */
    uint8_t size;                 /* bytes in an instance: 1, 2, 4 or 8 */
    uint32_t offset;              /* instance: byte offset; static: slot index in statics */
    uint16_t index;
    uint16_t constant_value_index;
    uint8_t watch;                /* FIELD_WATCH_* (JVMTI field watches), read relaxed */
} Field;

enum { FIELD_WATCH_ACCESS = 1, FIELD_WATCH_MODIFY = 2 };

/* One interface implemented by a class and, for each of the interface's
 * methods in order, the method that implements it. */
typedef struct ItableEntry {
    struct Class *iface;
    Method **methods;
} ItableEntry;

/* Resolved constant pool entries, filled lazily by the interpreter. */
typedef struct CpEntry {
    union {
        struct Class *klass;
        Field *field;
        Method *method;
        Object *string;           /* ldc String (a GC root through its class) */
        uintptr_t value;          /* ldc of an int, float or String: the slot pushed */
        Slot *static_slot;
        void *site;               /* invokedynamic call site */
        uint32_t offset;
    } u;
    uint32_t aux;                 /* field offset, interface method index, ... */
    uint8_t resolved;
} CpEntry;

typedef struct Class {
    const char *name;             /* internal form: "java/lang/String", "[I", "int" */
    ClassFile *cf;                /* NULL for array and primitive classes */
    struct Class *super;
    struct Class **interfaces;    /* direct superinterfaces */
    uint16_t interface_count;
    uint16_t access_flags;
    volatile ClassState state;
    Object *loader;               /* defining loader, NULL = bootstrap */
    Object *mirror;               /* the java.lang.Class object */
    struct Thread *init_thread;
    Object *init_error;           /* what <clinit> threw */
    Object *init_record;          /* ExceptionInInitializerError "Exception X: msg [in thread "T"]" with
                                     the stack trace of init_error: each later NoClassDefFoundError's cause */

    Method *methods;
    uint16_t method_count;
    Field *fields;
    uint16_t field_count;

    Method **vtable;
    uint32_t vtable_len;
    ItableEntry *itable;
    uint32_t itable_len;

    uint32_t instance_size;       /* bytes, header included, 8-aligned */
    uint32_t *ref_offsets;        /* offsets of every reference field, supers included */
    uint32_t ref_count;
    Slot *statics;                /* static field values */
    uint32_t static_count;
    uint8_t *static_is_ref;       /* per static slot: 1 if it holds a reference */

    CpEntry *cp;                  /* constant_pool_count entries */
    Method *finalizer;            /* non-trivial finalize(), or NULL */

    /* Arrays and primitives. */
    struct Class *component;      /* arrays: element class of one less dimension */
    struct Class *array_class;    /* the array class whose component this is, once made */
    uint8_t elem_type;            /* arrays: BasicType of the component */
    uint8_t elem_size;            /* arrays: bytes per element */
    uint8_t prim_type;            /* primitive classes: BasicType; 0 otherwise */
    uint8_t is_array;
    uint8_t ref_kind;             /* 0, or REF_SOFT/WEAK/PHANTOM/FINAL for java.lang.ref */
    uint8_t linking;              /* guards circularity during link */
    uint8_t is_hidden;            /* a hidden class (lambda class): see cl_define_hidden */
    uint8_t library_code;         /* defined from the VM's own class library, bytes unchanged */
    uint16_t depth;               /* superclass chain length (Object = 0) */
    struct Class *nest_host;      /* resolved lazily */
    uint32_t id;                  /* creation order, for tables and dumps */
    struct Class *next_loaded;    /* all classes, in load order */
    /* Redefinition (vm/redefine.h): the class as it was before its last
     * redefinition (its constant pool and old method copies), older ones
     * behind it; old frames run in these. A version no frame runs is freed
     * at the class's next redefinition, but the oldest (the class as
     * loaded). */
    struct Class *old_version;
    uint8_t is_old_version;
    uint32_t version;             /* redefinitions installed before this version */
    struct Class *live;           /* old versions: the class they are a version of */
    const ClassFile *loaded_cf;   /* once redefined: the class file it was loaded from,
                                     owned by the oldest version, which is never freed */
    /* The bytes retransformation starts from once the class has been
     * redefined (NULL: cf->bytes): the redefinition's, before the
     * retransformation-capable agents changed them. */
    uint8_t *retransform_bytes;
    size_t retransform_length;
} Class;

enum { REF_NONE = 0, REF_SOFT, REF_WEAK, REF_FINAL, REF_PHANTOM };

static inline int cls_is_interface(const Class *c) { return (c->access_flags & ACC_INTERFACE) != 0; }
static inline int cls_is_primitive(const Class *c) { return c->prim_type != 0; }

/* Create the java.lang.Class object of c (once java.lang.Class exists). */
int cls_make_mirror(struct Thread *t, Class *c) AVM_NODISCARD;

/* Sizes and kinds of descriptor types. */
int cls_type_size(uint8_t type);
uint8_t cls_basic_type(const char *desc);

/* Build a Class from a parsed class file defined by `loader`. The class
 * takes ownership of cf (freed with everything else when the definition
 * fails). Loads superclass and interfaces (which may throw).
 * Returns NULL with a pending exception on failure. */
Class *cls_define(struct Thread *t, ClassFile *cf, Object *loader) AVM_NODISCARD;

/* Prepare: field layout, statics, vtable, itable. Idempotent. Returns 0 or
 * -1 with a pending exception. */
int cls_link(struct Thread *t, Class *c) AVM_NODISCARD;

/* JVMS 5.5. Returns 0 when c is initialized (or being initialized by this
 * thread), -1 with a pending exception. */
int cls_init(struct Thread *t, Class *c) AVM_NODISCARD;

/* A class's state is read without the initialization lock; the acquire load
 * pairs with the release store that published the state, so a thread that
 * sees CLASS_LINKED or CLASS_INITIALIZED sees the tables and statics too. */
static inline ClassState cls_state(const Class *c) { return __atomic_load_n(&c->state, __ATOMIC_ACQUIRE); }
static inline int cls_needs_init(const Class *c) { return cls_state(c) != CLASS_INITIALIZED; }

/* Subtyping (JVMS 6.5 checkcast/instanceof rules). */
int cls_is_subclass_of(const Class *c, const Class *of);
int cls_is_assignable(const Class *from, const Class *to);
int cls_implements(const Class *c, const Class *iface);

/* Member lookup: declared only, or with JVMS 5.4.3 resolution order. */
Method *cls_find_declared_method(const Class *c, const char *name, const char *desc);
Method *cls_resolve_method(const Class *c, const char *name, const char *desc);
Method *cls_resolve_interface_method(const Class *c, const char *name, const char *desc);
Field *cls_find_declared_field(const Class *c, const char *name, const char *desc);
Field *cls_resolve_field(const Class *c, const char *name, const char *desc);
/* Field by name only, for the VM's own use of library fields. */
Field *cls_field_by_name(const Class *c, const char *name);

/* Virtual dispatch for invokeinterface when no itable entry exists. */
Method *cls_select_interface_method(const Class *receiver, Method *imethod);

/* Array classes: "[I", "[Ljava/lang/String;". */
Class *cls_array_of(struct Thread *t, Class *component);
Class *cls_primitive(uint8_t type);
void cls_init_primitives(void);

/* "java/lang/String" -> "java.lang.String" into buf. */
void cls_external_name(const Class *c, char *buf, size_t size);

/* The line number of a bytecode index, or -1. */
int cls_line_number(const Method *m, uint32_t bci);
const char *cls_source_file(const Class *c);

/* Is p the address of a Method / Field record of a loaded class?
 * (validation of jmethodID and jfieldID values handed in by agents) */
int cls_is_method(const void *p);
int cls_is_field(const void *p);
/* Make the `count` method records at `methods` valid method IDs (old
 * method copies made by a redefinition). */
void cls_register_methods(Method *methods, uint16_t count);
/* Methods that stop being valid IDs (old versions being freed). */
void cls_unregister_methods(const Method *methods);
/* The method ID a frame running m reports: an old copy of a method whose
 * code a redefinition left unchanged stands for the live record. */
static inline Method *cls_method_id(Method *m) { return m && m->current ? m->current : m; }

/* All classes, in load order (JVMTI GetLoadedClasses, GC roots). */
Class *cls_first(void);
uint32_t cls_count(void);
/* The class loaded after c (acquire: usable without the list lock). */
Class *cls_next(const Class *c);

#endif
