/*
 * jvmti.h - the JVM Tool Interface as agentvm implements it.
 *
 * Written from the JVMTI specification (version 18.0 text).  The ABI is
 * that of the JDK 17 platform (interface version 17.0.0): function-table
 * slots, event numbers, error codes, constant values, structure layouts
 * and the capability bit order are identical, so agents compiled against
 * any JDK 9-17 jvmti.h load unchanged, and tests/abi checks it.
 *
 * The 18.0 specification adds nothing to the 17 table: both end at slot
 * 156 (SetHeapSamplingInterval) and event 86 (SampledObjectAlloc).  The
 * virtual-thread additions of later releases (events 87 and up, new
 * functions in slots that are reserved here) are not declared.
 *
 * Usable from C and C++; in C++ jvmtiEnv has member-function wrappers
 * (jvmti->GetPhase(&phase)).
 */
#ifndef AGENTVM_JVMTI_H
#define AGENTVM_JVMTI_H

#include "jni.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- Versions ---------------------------------------------------------- */

/* 0x30000000 marks a JVMTI (not JNI) version; then major.minor.micro. */
enum {
    JVMTI_VERSION_1   = 0x30010000,
    JVMTI_VERSION_1_0 = 0x30010000,
    JVMTI_VERSION_1_1 = 0x30010100,
    JVMTI_VERSION_1_2 = 0x30010200,
    JVMTI_VERSION_9   = 0x30090000,
    JVMTI_VERSION_11  = 0x300B0000,
    JVMTI_VERSION     = 0x30000000 + (17 * 0x10000) + (0 * 0x100) + 0
};

enum {
    JVMTI_VERSION_INTERFACE_JNI   = 0x00000000,
    JVMTI_VERSION_INTERFACE_JVMTI = 0x30000000
};

enum {
    JVMTI_VERSION_MASK_INTERFACE_TYPE = 0x70000000,
    JVMTI_VERSION_MASK_MAJOR          = 0x0FFF0000,
    JVMTI_VERSION_MASK_MINOR          = 0x0000FF00,
    JVMTI_VERSION_MASK_MICRO          = 0x000000FF
};

enum {
    JVMTI_VERSION_SHIFT_MAJOR = 16,
    JVMTI_VERSION_SHIFT_MINOR = 8,
    JVMTI_VERSION_SHIFT_MICRO = 0
};

/* ---- Agent entry points (exported by the agent library) ---------------- */

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved);
JNIEXPORT jint JNICALL Agent_OnAttach(JavaVM *vm, char *options, void *reserved);
JNIEXPORT void JNICALL Agent_OnUnload(JavaVM *vm);

/* ---- Base types -------------------------------------------------------- */

/* As with JNIEnv: a table pointer in C, a wrapper struct in C++. */
struct _jvmtiEnv;
struct jvmtiInterface_1_;
#ifdef __cplusplus
typedef _jvmtiEnv jvmtiEnv;
#else
typedef const struct jvmtiInterface_1_ *jvmtiEnv;
#endif

typedef jobject jthread;
typedef jobject jthreadGroup;
typedef jlong jlocation;            /* a bytecode index on agentvm */
struct _jrawMonitorID;
typedef struct _jrawMonitorID *jrawMonitorID;
typedef struct JNINativeInterface_ jniNativeInterface;

/* ---- Thread state -------------------------------------------------------- */

/* Bits of GetThreadState's result. */
enum {
    JVMTI_THREAD_STATE_ALIVE                    = 0x0001,
    JVMTI_THREAD_STATE_TERMINATED               = 0x0002,
    JVMTI_THREAD_STATE_RUNNABLE                 = 0x0004,
    JVMTI_THREAD_STATE_WAITING_INDEFINITELY     = 0x0010,
    JVMTI_THREAD_STATE_WAITING_WITH_TIMEOUT     = 0x0020,
    JVMTI_THREAD_STATE_SLEEPING                 = 0x0040,
    JVMTI_THREAD_STATE_WAITING                  = 0x0080,
    JVMTI_THREAD_STATE_IN_OBJECT_WAIT           = 0x0100,
    JVMTI_THREAD_STATE_PARKED                   = 0x0200,
    JVMTI_THREAD_STATE_BLOCKED_ON_MONITOR_ENTER = 0x0400,
    JVMTI_THREAD_STATE_SUSPENDED                = 0x100000,
    JVMTI_THREAD_STATE_INTERRUPTED              = 0x200000,
    JVMTI_THREAD_STATE_IN_NATIVE                = 0x400000,
    JVMTI_THREAD_STATE_VENDOR_1                 = 0x10000000,
    JVMTI_THREAD_STATE_VENDOR_2                 = 0x20000000,
    JVMTI_THREAD_STATE_VENDOR_3                 = 0x40000000
};

/*
 * state & JVMTI_JAVA_LANG_THREAD_STATE_MASK equals exactly one of the
 * other values, which map one-to-one onto java.lang.Thread.State.
 */
enum {
    JVMTI_JAVA_LANG_THREAD_STATE_MASK =
        JVMTI_THREAD_STATE_TERMINATED | JVMTI_THREAD_STATE_ALIVE |
        JVMTI_THREAD_STATE_RUNNABLE | JVMTI_THREAD_STATE_BLOCKED_ON_MONITOR_ENTER |
        JVMTI_THREAD_STATE_WAITING | JVMTI_THREAD_STATE_WAITING_INDEFINITELY |
        JVMTI_THREAD_STATE_WAITING_WITH_TIMEOUT,
    JVMTI_JAVA_LANG_THREAD_STATE_NEW        = 0,
    JVMTI_JAVA_LANG_THREAD_STATE_TERMINATED = JVMTI_THREAD_STATE_TERMINATED,
    JVMTI_JAVA_LANG_THREAD_STATE_RUNNABLE   =
        JVMTI_THREAD_STATE_ALIVE | JVMTI_THREAD_STATE_RUNNABLE,
    JVMTI_JAVA_LANG_THREAD_STATE_BLOCKED    =
        JVMTI_THREAD_STATE_ALIVE | JVMTI_THREAD_STATE_BLOCKED_ON_MONITOR_ENTER,
    JVMTI_JAVA_LANG_THREAD_STATE_WAITING    =
        JVMTI_THREAD_STATE_ALIVE | JVMTI_THREAD_STATE_WAITING |
        JVMTI_THREAD_STATE_WAITING_INDEFINITELY,
    JVMTI_JAVA_LANG_THREAD_STATE_TIMED_WAITING =
        JVMTI_THREAD_STATE_ALIVE | JVMTI_THREAD_STATE_WAITING |
        JVMTI_THREAD_STATE_WAITING_WITH_TIMEOUT
};

enum {
    JVMTI_THREAD_MIN_PRIORITY  = 1,
    JVMTI_THREAD_NORM_PRIORITY = 5,
    JVMTI_THREAD_MAX_PRIORITY  = 10
};

/* ---- Heap ---------------------------------------------------------------- */

/* heap_filter argument of FollowReferences / IterateThroughHeap. */
enum {
    JVMTI_HEAP_FILTER_TAGGED         = 0x4,
    JVMTI_HEAP_FILTER_UNTAGGED       = 0x8,
    JVMTI_HEAP_FILTER_CLASS_TAGGED   = 0x10,
    JVMTI_HEAP_FILTER_CLASS_UNTAGGED = 0x20
};

/* Bits returned by the heap callbacks. */
enum {
    JVMTI_VISIT_OBJECTS = 0x100,
    JVMTI_VISIT_ABORT   = 0x8000
};

/* Object-to-object kinds 1-10, root kinds 21-27. */
typedef enum {
    JVMTI_HEAP_REFERENCE_CLASS             = 1,
    JVMTI_HEAP_REFERENCE_FIELD             = 2,
    JVMTI_HEAP_REFERENCE_ARRAY_ELEMENT     = 3,
    JVMTI_HEAP_REFERENCE_CLASS_LOADER      = 4,
    JVMTI_HEAP_REFERENCE_SIGNERS           = 5,
    JVMTI_HEAP_REFERENCE_PROTECTION_DOMAIN = 6,
    JVMTI_HEAP_REFERENCE_INTERFACE         = 7,
    JVMTI_HEAP_REFERENCE_STATIC_FIELD      = 8,
    JVMTI_HEAP_REFERENCE_CONSTANT_POOL     = 9,
    JVMTI_HEAP_REFERENCE_SUPERCLASS        = 10,
    JVMTI_HEAP_REFERENCE_JNI_GLOBAL        = 21,
    JVMTI_HEAP_REFERENCE_SYSTEM_CLASS      = 22,
    JVMTI_HEAP_REFERENCE_MONITOR           = 23,
    JVMTI_HEAP_REFERENCE_STACK_LOCAL       = 24,
    JVMTI_HEAP_REFERENCE_JNI_LOCAL         = 25,
    JVMTI_HEAP_REFERENCE_THREAD            = 26,
    JVMTI_HEAP_REFERENCE_OTHER             = 27
} jvmtiHeapReferenceKind;

/* The values are the type's descriptor character ('Z', 'B', ...). */
typedef enum {
    JVMTI_PRIMITIVE_TYPE_BOOLEAN = 90,
    JVMTI_PRIMITIVE_TYPE_BYTE    = 66,
    JVMTI_PRIMITIVE_TYPE_CHAR    = 67,
    JVMTI_PRIMITIVE_TYPE_SHORT   = 83,
    JVMTI_PRIMITIVE_TYPE_INT     = 73,
    JVMTI_PRIMITIVE_TYPE_LONG    = 74,
    JVMTI_PRIMITIVE_TYPE_FLOAT   = 70,
    JVMTI_PRIMITIVE_TYPE_DOUBLE  = 68
} jvmtiPrimitiveType;

/* The JVMTI 1.0 heap functions (IterateOverHeap and friends) use these. */
typedef enum {
    JVMTI_HEAP_OBJECT_TAGGED   = 1,
    JVMTI_HEAP_OBJECT_UNTAGGED = 2,
    JVMTI_HEAP_OBJECT_EITHER   = 3
} jvmtiHeapObjectFilter;

typedef enum {
    JVMTI_HEAP_ROOT_JNI_GLOBAL   = 1,
    JVMTI_HEAP_ROOT_SYSTEM_CLASS = 2,
    JVMTI_HEAP_ROOT_MONITOR      = 3,
    JVMTI_HEAP_ROOT_STACK_LOCAL  = 4,
    JVMTI_HEAP_ROOT_JNI_LOCAL    = 5,
    JVMTI_HEAP_ROOT_THREAD       = 6,
    JVMTI_HEAP_ROOT_OTHER        = 7
} jvmtiHeapRootKind;

typedef enum {
    JVMTI_REFERENCE_CLASS             = 1,
    JVMTI_REFERENCE_FIELD             = 2,
    JVMTI_REFERENCE_ARRAY_ELEMENT     = 3,
    JVMTI_REFERENCE_CLASS_LOADER      = 4,
    JVMTI_REFERENCE_SIGNERS           = 5,
    JVMTI_REFERENCE_PROTECTION_DOMAIN = 6,
    JVMTI_REFERENCE_INTERFACE         = 7,
    JVMTI_REFERENCE_STATIC_FIELD      = 8,
    JVMTI_REFERENCE_CONSTANT_POOL     = 9
} jvmtiObjectReferenceKind;

typedef enum {
    JVMTI_ITERATION_ABORT    = 0,
    JVMTI_ITERATION_CONTINUE = 1,
    JVMTI_ITERATION_IGNORE   = 2
} jvmtiIterationControl;

/* ---- Classes, events, extensions, timers, phases ------------------------- */

/* Bits of GetClassStatus's result. */
enum {
    JVMTI_CLASS_STATUS_VERIFIED    = 1,
    JVMTI_CLASS_STATUS_PREPARED    = 2,
    JVMTI_CLASS_STATUS_INITIALIZED = 4,
    JVMTI_CLASS_STATUS_ERROR       = 8,
    JVMTI_CLASS_STATUS_ARRAY       = 16,
    JVMTI_CLASS_STATUS_PRIMITIVE   = 32
};

typedef enum {
    JVMTI_DISABLE = 0,
    JVMTI_ENABLE  = 1
} jvmtiEventMode;

/* Parameter types and kinds in extension function/event descriptions. */
typedef enum {
    JVMTI_TYPE_JBYTE     = 101,
    JVMTI_TYPE_JCHAR     = 102,
    JVMTI_TYPE_JSHORT    = 103,
    JVMTI_TYPE_JINT      = 104,
    JVMTI_TYPE_JLONG     = 105,
    JVMTI_TYPE_JFLOAT    = 106,
    JVMTI_TYPE_JDOUBLE   = 107,
    JVMTI_TYPE_JBOOLEAN  = 108,
    JVMTI_TYPE_JOBJECT   = 109,
    JVMTI_TYPE_JTHREAD   = 110,
    JVMTI_TYPE_JCLASS    = 111,
    JVMTI_TYPE_JVALUE    = 112,
    JVMTI_TYPE_JFIELDID  = 113,
    JVMTI_TYPE_JMETHODID = 114,
    JVMTI_TYPE_CCHAR     = 115,
    JVMTI_TYPE_CVOID     = 116,
    JVMTI_TYPE_JNIENV    = 117
} jvmtiParamTypes;

typedef enum {
    JVMTI_KIND_IN              = 91,
    JVMTI_KIND_IN_PTR          = 92,
    JVMTI_KIND_IN_BUF          = 93,
    JVMTI_KIND_ALLOC_BUF       = 94,
    JVMTI_KIND_ALLOC_ALLOC_BUF = 95,
    JVMTI_KIND_OUT             = 96,
    JVMTI_KIND_OUT_BUF         = 97
} jvmtiParamKind;

typedef enum {
    JVMTI_TIMER_USER_CPU  = 30,
    JVMTI_TIMER_TOTAL_CPU = 31,
    JVMTI_TIMER_ELAPSED   = 32
} jvmtiTimerKind;

/* Phases are bits so that "live or start" tests are one AND. */
typedef enum {
    JVMTI_PHASE_ONLOAD     = 1,
    JVMTI_PHASE_PRIMORDIAL = 2,
    JVMTI_PHASE_LIVE       = 4,
    JVMTI_PHASE_START      = 6,
    JVMTI_PHASE_DEAD       = 8
} jvmtiPhase;

typedef enum {
    JVMTI_VERBOSE_OTHER = 0,
    JVMTI_VERBOSE_GC    = 1,
    JVMTI_VERBOSE_CLASS = 2,
    JVMTI_VERBOSE_JNI   = 4
} jvmtiVerboseFlag;

typedef enum {
    JVMTI_JLOCATION_OTHER     = 0,
    JVMTI_JLOCATION_JVMBCI    = 1,
    JVMTI_JLOCATION_MACHINEPC = 2
} jvmtiJlocationFormat;

/* flags of the ResourceExhausted event. */
enum {
    JVMTI_RESOURCE_EXHAUSTED_OOM_ERROR = 0x0001,
    JVMTI_RESOURCE_EXHAUSTED_JAVA_HEAP = 0x0002,
    JVMTI_RESOURCE_EXHAUSTED_THREADS   = 0x0004
};

/* ---- Errors -------------------------------------------------------------- */

/*
 * Every error code, E(suffix, value).  The VM expands this list into
 * GetErrorName's table, so the names cannot drift from the values.
 */
#define AGENTVM_JVMTI_ERRORS(E) \
    E(NONE, 0) \
    /* thread and thread group */ \
    E(INVALID_THREAD, 10) \
    E(INVALID_THREAD_GROUP, 11) \
    E(INVALID_PRIORITY, 12) \
    E(THREAD_NOT_SUSPENDED, 13) \
    E(THREAD_SUSPENDED, 14) \
    E(THREAD_NOT_ALIVE, 15) \
    /* objects, classes, members, modules */ \
    E(INVALID_OBJECT, 20) \
    E(INVALID_CLASS, 21) \
    E(CLASS_NOT_PREPARED, 22) \
    E(INVALID_METHODID, 23) \
    E(INVALID_LOCATION, 24) \
    E(INVALID_FIELDID, 25) \
    E(INVALID_MODULE, 26) \
    /* frames and locals */ \
    E(NO_MORE_FRAMES, 31) \
    E(OPAQUE_FRAME, 32) \
    E(TYPE_MISMATCH, 34) \
    E(INVALID_SLOT, 35) \
    E(DUPLICATE, 40) \
    E(NOT_FOUND, 41) \
    /* raw monitors */ \
    E(INVALID_MONITOR, 50) \
    E(NOT_MONITOR_OWNER, 51) \
    E(INTERRUPT, 52) \
    /* class redefinition */ \
    E(INVALID_CLASS_FORMAT, 60) \
    E(CIRCULAR_CLASS_DEFINITION, 61) \
    E(FAILS_VERIFICATION, 62) \
    E(UNSUPPORTED_REDEFINITION_METHOD_ADDED, 63) \
    E(UNSUPPORTED_REDEFINITION_SCHEMA_CHANGED, 64) \
    E(INVALID_TYPESTATE, 65) \
    E(UNSUPPORTED_REDEFINITION_HIERARCHY_CHANGED, 66) \
    E(UNSUPPORTED_REDEFINITION_METHOD_DELETED, 67) \
    E(UNSUPPORTED_VERSION, 68) \
    E(NAMES_DONT_MATCH, 69) \
    E(UNSUPPORTED_REDEFINITION_CLASS_MODIFIERS_CHANGED, 70) \
    E(UNSUPPORTED_REDEFINITION_METHOD_MODIFIERS_CHANGED, 71) \
    E(UNSUPPORTED_REDEFINITION_CLASS_ATTRIBUTE_CHANGED, 72) \
    E(UNMODIFIABLE_CLASS, 79) \
    E(UNMODIFIABLE_MODULE, 80) \
    /* general */ \
    E(NOT_AVAILABLE, 98) \
    E(MUST_POSSESS_CAPABILITY, 99) \
    E(NULL_POINTER, 100) \
    E(ABSENT_INFORMATION, 101) \
    E(INVALID_EVENT_TYPE, 102) \
    E(ILLEGAL_ARGUMENT, 103) \
    E(NATIVE_METHOD, 104) \
    E(CLASS_LOADER_UNSUPPORTED, 106) \
    E(OUT_OF_MEMORY, 110) \
    E(ACCESS_DENIED, 111) \
    E(WRONG_PHASE, 112) \
    E(INTERNAL, 113) \
    E(UNATTACHED_THREAD, 115) \
    E(INVALID_ENVIRONMENT, 116)

#define AGENTVM_JVMTI_ERROR_ENUM(suffix, value) JVMTI_ERROR_##suffix = value,
typedef enum {
    AGENTVM_JVMTI_ERRORS(AGENTVM_JVMTI_ERROR_ENUM)
    JVMTI_ERROR_MAX = 116
} jvmtiError;

/* ---- Events -------------------------------------------------------------- */

/*
 * Every event number 50..86 in order, including the unused ones:
 *   EV(number, ENUM_SUFFIX, CallbackMember, (callback parameters))
 *   RSV(number)
 * The callback type of CallbackMember is jvmtiEvent##CallbackMember.
 * From this list come the jvmtiEvent enum, the callback typedefs and
 * jvmtiEventCallbacks, whose members are in event-number order.
 */
#define AGENTVM_JVMTI_EVENTS(EV, RSV) \
    EV(50, VM_INIT, VMInit, \
       (jvmtiEnv *jvmti_env, JNIEnv *jni_env, jthread thread)) \
    EV(51, VM_DEATH, VMDeath, (jvmtiEnv *jvmti_env, JNIEnv *jni_env)) \
    EV(52, THREAD_START, ThreadStart, \
       (jvmtiEnv *jvmti_env, JNIEnv *jni_env, jthread thread)) \
    EV(53, THREAD_END, ThreadEnd, \
       (jvmtiEnv *jvmti_env, JNIEnv *jni_env, jthread thread)) \
    EV(54, CLASS_FILE_LOAD_HOOK, ClassFileLoadHook, \
       (jvmtiEnv *jvmti_env, JNIEnv *jni_env, jclass class_being_redefined, \
        jobject loader, const char *name, jobject protection_domain, \
        jint class_data_len, const unsigned char *class_data, \
        jint *new_class_data_len, unsigned char **new_class_data)) \
    EV(55, CLASS_LOAD, ClassLoad, \
       (jvmtiEnv *jvmti_env, JNIEnv *jni_env, jthread thread, jclass klass)) \
    EV(56, CLASS_PREPARE, ClassPrepare, \
       (jvmtiEnv *jvmti_env, JNIEnv *jni_env, jthread thread, jclass klass)) \
    EV(57, VM_START, VMStart, (jvmtiEnv *jvmti_env, JNIEnv *jni_env)) \
    EV(58, EXCEPTION, Exception, \
       (jvmtiEnv *jvmti_env, JNIEnv *jni_env, jthread thread, \
        jmethodID method, jlocation location, jobject exception, \
        jmethodID catch_method, jlocation catch_location)) \
    EV(59, EXCEPTION_CATCH, ExceptionCatch, \
       (jvmtiEnv *jvmti_env, JNIEnv *jni_env, jthread thread, \
        jmethodID method, jlocation location, jobject exception)) \
    EV(60, SINGLE_STEP, SingleStep, \
       (jvmtiEnv *jvmti_env, JNIEnv *jni_env, jthread thread, \
        jmethodID method, jlocation location)) \
    EV(61, FRAME_POP, FramePop, \
       (jvmtiEnv *jvmti_env, JNIEnv *jni_env, jthread thread, \
        jmethodID method, jboolean was_popped_by_exception)) \
    EV(62, BREAKPOINT, Breakpoint, \
       (jvmtiEnv *jvmti_env, JNIEnv *jni_env, jthread thread, \
        jmethodID method, jlocation location)) \
    EV(63, FIELD_ACCESS, FieldAccess, \
       (jvmtiEnv *jvmti_env, JNIEnv *jni_env, jthread thread, \
        jmethodID method, jlocation location, jclass field_klass, \
        jobject object, jfieldID field)) \
    EV(64, FIELD_MODIFICATION, FieldModification, \
       (jvmtiEnv *jvmti_env, JNIEnv *jni_env, jthread thread, \
        jmethodID method, jlocation location, jclass field_klass, \
        jobject object, jfieldID field, char signature_type, \
        jvalue new_value)) \
    EV(65, METHOD_ENTRY, MethodEntry, \
       (jvmtiEnv *jvmti_env, JNIEnv *jni_env, jthread thread, \
        jmethodID method)) \
    EV(66, METHOD_EXIT, MethodExit, \
       (jvmtiEnv *jvmti_env, JNIEnv *jni_env, jthread thread, \
        jmethodID method, jboolean was_popped_by_exception, \
        jvalue return_value)) \
    EV(67, NATIVE_METHOD_BIND, NativeMethodBind, \
       (jvmtiEnv *jvmti_env, JNIEnv *jni_env, jthread thread, \
        jmethodID method, void *address, void **new_address_ptr)) \
    EV(68, COMPILED_METHOD_LOAD, CompiledMethodLoad, \
       (jvmtiEnv *jvmti_env, jmethodID method, jint code_size, \
        const void *code_addr, jint map_length, \
        const jvmtiAddrLocationMap *map, const void *compile_info)) \
    EV(69, COMPILED_METHOD_UNLOAD, CompiledMethodUnload, \
       (jvmtiEnv *jvmti_env, jmethodID method, const void *code_addr)) \
    EV(70, DYNAMIC_CODE_GENERATED, DynamicCodeGenerated, \
       (jvmtiEnv *jvmti_env, const char *name, const void *address, \
        jint length)) \
    EV(71, DATA_DUMP_REQUEST, DataDumpRequest, (jvmtiEnv *jvmti_env)) \
    RSV(72) \
    EV(73, MONITOR_WAIT, MonitorWait, \
       (jvmtiEnv *jvmti_env, JNIEnv *jni_env, jthread thread, \
        jobject object, jlong timeout)) \
    EV(74, MONITOR_WAITED, MonitorWaited, \
       (jvmtiEnv *jvmti_env, JNIEnv *jni_env, jthread thread, \
        jobject object, jboolean timed_out)) \
    EV(75, MONITOR_CONTENDED_ENTER, MonitorContendedEnter, \
       (jvmtiEnv *jvmti_env, JNIEnv *jni_env, jthread thread, \
        jobject object)) \
    EV(76, MONITOR_CONTENDED_ENTERED, MonitorContendedEntered, \
       (jvmtiEnv *jvmti_env, JNIEnv *jni_env, jthread thread, \
        jobject object)) \
    RSV(77) \
    RSV(78) \
    RSV(79) \
    EV(80, RESOURCE_EXHAUSTED, ResourceExhausted, \
       (jvmtiEnv *jvmti_env, JNIEnv *jni_env, jint flags, \
        const void *reserved, const char *description)) \
    EV(81, GARBAGE_COLLECTION_START, GarbageCollectionStart, \
       (jvmtiEnv *jvmti_env)) \
    EV(82, GARBAGE_COLLECTION_FINISH, GarbageCollectionFinish, \
       (jvmtiEnv *jvmti_env)) \
    EV(83, OBJECT_FREE, ObjectFree, (jvmtiEnv *jvmti_env, jlong tag)) \
    EV(84, VM_OBJECT_ALLOC, VMObjectAlloc, \
       (jvmtiEnv *jvmti_env, JNIEnv *jni_env, jthread thread, \
        jobject object, jclass object_klass, jlong size)) \
    RSV(85) \
    EV(86, SAMPLED_OBJECT_ALLOC, SampledObjectAlloc, \
       (jvmtiEnv *jvmti_env, JNIEnv *jni_env, jthread thread, \
        jobject object, jclass object_klass, jlong size))

#define AGENTVM_JVMTI_EVENT_ENUM(num, suffix, member, params) \
    JVMTI_EVENT_##suffix = num,
#define AGENTVM_JVMTI_EVENT_NONE(num)
typedef enum {
    JVMTI_MIN_EVENT_TYPE_VAL = 50,
    AGENTVM_JVMTI_EVENTS(AGENTVM_JVMTI_EVENT_ENUM, AGENTVM_JVMTI_EVENT_NONE)
    JVMTI_MAX_EVENT_TYPE_VAL = 86
} jvmtiEvent;

/* ---- Structures -------------------------------------------------------- */

typedef struct jvmtiThreadInfo {
    char *name;                     /* modified UTF-8 */
    jint priority;
    jboolean is_daemon;
    jthreadGroup thread_group;
    jobject context_class_loader;
} jvmtiThreadInfo;

typedef struct jvmtiMonitorStackDepthInfo {
    jobject monitor;
    jint stack_depth;               /* -1 when acquired by JNI MonitorEnter */
} jvmtiMonitorStackDepthInfo;

typedef struct jvmtiThreadGroupInfo {
    jthreadGroup parent;
    char *name;
    jint max_priority;
    jboolean is_daemon;
} jvmtiThreadGroupInfo;

typedef struct jvmtiFrameInfo {
    jmethodID method;
    jlocation location;             /* -1 in a native method */
} jvmtiFrameInfo;

typedef struct jvmtiStackInfo {
    jthread thread;
    jint state;                     /* JVMTI_THREAD_STATE_* bits */
    jvmtiFrameInfo *frame_buffer;
    jint frame_count;
} jvmtiStackInfo;

/* What jvmtiHeapReferenceInfo holds depends on the reference kind. */
typedef struct jvmtiHeapReferenceInfoField {
    jint index;                     /* FIELD, STATIC_FIELD */
} jvmtiHeapReferenceInfoField;

typedef struct jvmtiHeapReferenceInfoArray {
    jint index;                     /* ARRAY_ELEMENT */
} jvmtiHeapReferenceInfoArray;

typedef struct jvmtiHeapReferenceInfoConstantPool {
    jint index;                     /* CONSTANT_POOL */
} jvmtiHeapReferenceInfoConstantPool;

typedef struct jvmtiHeapReferenceInfoStackLocal {
    jlong thread_tag;
    jlong thread_id;
    jint depth;
    jmethodID method;
    jlocation location;
    jint slot;
} jvmtiHeapReferenceInfoStackLocal;

typedef struct jvmtiHeapReferenceInfoJniLocal {
    jlong thread_tag;
    jlong thread_id;
    jint depth;
    jmethodID method;
} jvmtiHeapReferenceInfoJniLocal;

/* Sizes the union for kinds that future versions may describe. */
typedef struct jvmtiHeapReferenceInfoReserved {
    jlong reserved1, reserved2, reserved3, reserved4;
    jlong reserved5, reserved6, reserved7, reserved8;
} jvmtiHeapReferenceInfoReserved;

typedef union jvmtiHeapReferenceInfo {
    jvmtiHeapReferenceInfoField field;
    jvmtiHeapReferenceInfoArray array;
    jvmtiHeapReferenceInfoConstantPool constant_pool;
    jvmtiHeapReferenceInfoStackLocal stack_local;
    jvmtiHeapReferenceInfoJniLocal jni_local;
    jvmtiHeapReferenceInfoReserved other;
} jvmtiHeapReferenceInfo;

typedef struct jvmtiClassDefinition {
    jclass klass;
    jint class_byte_count;
    const unsigned char *class_bytes;
} jvmtiClassDefinition;

typedef struct jvmtiMonitorUsage {
    jthread owner;
    jint entry_count;
    jint waiter_count;
    jthread *waiters;
    jint notify_waiter_count;
    jthread *notify_waiters;
} jvmtiMonitorUsage;

typedef struct jvmtiLineNumberEntry {
    jlocation start_location;
    jint line_number;
} jvmtiLineNumberEntry;

typedef struct jvmtiLocalVariableEntry {
    jlocation start_location;
    jint length;
    char *name;
    char *signature;
    char *generic_signature;
    jint slot;
} jvmtiLocalVariableEntry;

typedef struct jvmtiParamInfo {
    char *name;
    jvmtiParamKind kind;
    jvmtiParamTypes base_type;
    jboolean null_ok;
} jvmtiParamInfo;

typedef struct jvmtiTimerInfo {
    jlong max_value;
    jboolean may_skip_forward;
    jboolean may_skip_backward;
    jvmtiTimerKind kind;
    jlong reserved1;
    jlong reserved2;
} jvmtiTimerInfo;

typedef struct jvmtiAddrLocationMap {
    const void *start_address;
    jlocation location;
} jvmtiAddrLocationMap;

/* ---- Function types -------------------------------------------------- */

/* Body of an agent thread started by RunAgentThread. */
typedef void (JNICALL *jvmtiStartFunction)
    (jvmtiEnv *jvmti_env, JNIEnv *jni_env, void *arg);

/* Callbacks of FollowReferences and IterateThroughHeap. */
typedef jint (JNICALL *jvmtiHeapIterationCallback)
    (jlong class_tag, jlong size, jlong *tag_ptr, jint length,
     void *user_data);
typedef jint (JNICALL *jvmtiHeapReferenceCallback)
    (jvmtiHeapReferenceKind reference_kind,
     const jvmtiHeapReferenceInfo *reference_info, jlong class_tag,
     jlong referrer_class_tag, jlong size, jlong *tag_ptr,
     jlong *referrer_tag_ptr, jint length, void *user_data);
typedef jint (JNICALL *jvmtiPrimitiveFieldCallback)
    (jvmtiHeapReferenceKind kind, const jvmtiHeapReferenceInfo *info,
     jlong object_class_tag, jlong *object_tag_ptr, jvalue value,
     jvmtiPrimitiveType value_type, void *user_data);
typedef jint (JNICALL *jvmtiArrayPrimitiveValueCallback)
    (jlong class_tag, jlong size, jlong *tag_ptr, jint element_count,
     jvmtiPrimitiveType element_type, const void *elements,
     void *user_data);
typedef jint (JNICALL *jvmtiStringPrimitiveValueCallback)
    (jlong class_tag, jlong size, jlong *tag_ptr, const jchar *value,
     jint value_length, void *user_data);
/* Unprototyped on purpose: reserved slots take any function pointer. */
typedef jint (JNICALL *jvmtiReservedCallback)();

/* Callbacks of the JVMTI 1.0 heap functions. */
typedef jvmtiIterationControl (JNICALL *jvmtiHeapObjectCallback)
    (jlong class_tag, jlong size, jlong *tag_ptr, void *user_data);
typedef jvmtiIterationControl (JNICALL *jvmtiHeapRootCallback)
    (jvmtiHeapRootKind root_kind, jlong class_tag, jlong size,
     jlong *tag_ptr, void *user_data);
typedef jvmtiIterationControl (JNICALL *jvmtiStackReferenceCallback)
    (jvmtiHeapRootKind root_kind, jlong class_tag, jlong size,
     jlong *tag_ptr, jlong thread_tag, jint depth, jmethodID method,
     jint slot, void *user_data);
typedef jvmtiIterationControl (JNICALL *jvmtiObjectReferenceCallback)
    (jvmtiObjectReferenceKind reference_kind, jlong class_tag, jlong size,
     jlong *tag_ptr, jlong referrer_tag, jint referrer_index,
     void *user_data);

/* Extension functions and events take the env, then their own list. */
typedef jvmtiError (JNICALL *jvmtiExtensionFunction)
    (jvmtiEnv *jvmti_env, ...);
typedef void (JNICALL *jvmtiExtensionEvent)
    (jvmtiEnv *jvmti_env, ...);

typedef struct jvmtiHeapCallbacks {
    jvmtiHeapIterationCallback heap_iteration_callback;
    jvmtiHeapReferenceCallback heap_reference_callback;
    jvmtiPrimitiveFieldCallback primitive_field_callback;
    jvmtiArrayPrimitiveValueCallback array_primitive_value_callback;
    jvmtiStringPrimitiveValueCallback string_primitive_value_callback;
    jvmtiReservedCallback reserved5;
    jvmtiReservedCallback reserved6;
    jvmtiReservedCallback reserved7;
    jvmtiReservedCallback reserved8;
    jvmtiReservedCallback reserved9;
    jvmtiReservedCallback reserved10;
    jvmtiReservedCallback reserved11;
    jvmtiReservedCallback reserved12;
    jvmtiReservedCallback reserved13;
    jvmtiReservedCallback reserved14;
    jvmtiReservedCallback reserved15;
} jvmtiHeapCallbacks;

typedef struct jvmtiExtensionFunctionInfo {
    jvmtiExtensionFunction func;
    char *id;
    char *short_description;
    jint param_count;
    jvmtiParamInfo *params;
    jint error_count;
    jvmtiError *errors;
} jvmtiExtensionFunctionInfo;

typedef struct jvmtiExtensionEventInfo {
    jint extension_event_index;
    char *id;
    char *short_description;
    jint param_count;
    jvmtiParamInfo *params;
} jvmtiExtensionEventInfo;

/* ---- Capabilities ------------------------------------------------------ */

/*
 * Every capability in bit order: the first is bit 0 of the first 32-bit
 * word.  The struct is 128 bits; bits after the last capability are
 * reserved and must be zero.
 */
#define AGENTVM_JVMTI_CAPABILITIES(CAP) \
    CAP(can_tag_objects) \
    CAP(can_generate_field_modification_events) \
    CAP(can_generate_field_access_events) \
    CAP(can_get_bytecodes) \
    CAP(can_get_synthetic_attribute) \
    CAP(can_get_owned_monitor_info) \
    CAP(can_get_current_contended_monitor) \
    CAP(can_get_monitor_info) \
    CAP(can_pop_frame) \
    CAP(can_redefine_classes) \
    CAP(can_signal_thread) \
    CAP(can_get_source_file_name) \
    CAP(can_get_line_numbers) \
    CAP(can_get_source_debug_extension) \
    CAP(can_access_local_variables) \
    CAP(can_maintain_original_method_order) \
    CAP(can_generate_single_step_events) \
    CAP(can_generate_exception_events) \
    CAP(can_generate_frame_pop_events) \
    CAP(can_generate_breakpoint_events) \
    CAP(can_suspend) \
    CAP(can_redefine_any_class) \
    CAP(can_get_current_thread_cpu_time) \
    CAP(can_get_thread_cpu_time) \
    CAP(can_generate_method_entry_events) \
    CAP(can_generate_method_exit_events) \
    CAP(can_generate_all_class_hook_events) \
    CAP(can_generate_compiled_method_load_events) \
    CAP(can_generate_monitor_events) \
    CAP(can_generate_vm_object_alloc_events) \
    CAP(can_generate_native_method_bind_events) \
    CAP(can_generate_garbage_collection_events) \
    CAP(can_generate_object_free_events) \
    CAP(can_force_early_return) \
    CAP(can_get_owned_monitor_stack_depth_info) \
    CAP(can_get_constant_pool) \
    CAP(can_set_native_method_prefix) \
    CAP(can_retransform_classes) \
    CAP(can_retransform_any_class) \
    CAP(can_generate_resource_exhaustion_heap_events) \
    CAP(can_generate_resource_exhaustion_threads_events) \
    CAP(can_generate_early_vmstart) \
    CAP(can_generate_early_class_hook_events) \
    CAP(can_generate_sampled_object_alloc_events)

#define AGENTVM_JVMTI_CAPABILITY_BIT(name) unsigned int name : 1;
typedef struct {
    AGENTVM_JVMTI_CAPABILITIES(AGENTVM_JVMTI_CAPABILITY_BIT)
    /* 44 capabilities above; pad bits 44..127. */
    unsigned int : 20;
    unsigned int : 32;
    unsigned int : 32;
} jvmtiCapabilities;

/* ---- Event callbacks ----------------------------------------------------- */

#define AGENTVM_JVMTI_EVENT_TYPEDEF(num, suffix, member, params) \
    typedef void (JNICALL *jvmtiEvent##member) params;
typedef void (JNICALL *jvmtiEventReserved)(void);
AGENTVM_JVMTI_EVENTS(AGENTVM_JVMTI_EVENT_TYPEDEF, AGENTVM_JVMTI_EVENT_NONE)

/* One member per event number, 50 first; see SetEventCallbacks. */
#define AGENTVM_JVMTI_EVENT_MEMBER(num, suffix, member, params) \
    jvmtiEvent##member member;
#define AGENTVM_JVMTI_EVENT_RESERVED_MEMBER(num) \
    jvmtiEventReserved reserved##num;
typedef struct {
    AGENTVM_JVMTI_EVENTS(AGENTVM_JVMTI_EVENT_MEMBER,
                         AGENTVM_JVMTI_EVENT_RESERVED_MEMBER)
} jvmtiEventCallbacks;

/* ---- The function table -------------------------------------------------- */

/*
 * Every slot of the JVMTI function table in order; the number is the
 * function's position as the specification gives it (1-based: slot n
 * is member n-1 of the struct).  Every function returns jvmtiError.
 *   RSV(slot, member)                          reserved pointer
 *   FN0(slot, name, (env))                     takes only env
 *   FN(slot, name, (env, params), (args))
 *   VAR(slot, name, (env, params, ...), last, (args))
 * `args` repeats the parameter names after env.  The only variadic entry,
 * SetEventNotificationMode, takes no extra arguments in any version, so
 * its C++ wrapper passes only the named ones.
 */
#define AGENTVM_JVMTI_FUNCTIONS(RSV, FN0, FN, VAR) \
    RSV(1, reserved1) \
    VAR(2, SetEventNotificationMode, (jvmtiEnv *env, jvmtiEventMode mode, jvmtiEvent event_type, jthread event_thread, ...), event_thread, (mode, event_type, event_thread)) \
    FN(3, GetAllModules, (jvmtiEnv *env, jint *module_count_ptr, jobject **modules_ptr), (module_count_ptr, modules_ptr)) \
    FN(4, GetAllThreads, (jvmtiEnv *env, jint *threads_count_ptr, jthread **threads_ptr), (threads_count_ptr, threads_ptr)) \
    FN(5, SuspendThread, (jvmtiEnv *env, jthread thread), (thread)) \
    FN(6, ResumeThread, (jvmtiEnv *env, jthread thread), (thread)) \
    FN(7, StopThread, (jvmtiEnv *env, jthread thread, jobject exception), (thread, exception)) \
    FN(8, InterruptThread, (jvmtiEnv *env, jthread thread), (thread)) \
    FN(9, GetThreadInfo, (jvmtiEnv *env, jthread thread, jvmtiThreadInfo *info_ptr), (thread, info_ptr)) \
    FN(10, GetOwnedMonitorInfo, (jvmtiEnv *env, jthread thread, jint *owned_monitor_count_ptr, jobject **owned_monitors_ptr), (thread, owned_monitor_count_ptr, owned_monitors_ptr)) \
    FN(11, GetCurrentContendedMonitor, (jvmtiEnv *env, jthread thread, jobject *monitor_ptr), (thread, monitor_ptr)) \
    FN(12, RunAgentThread, (jvmtiEnv *env, jthread thread, jvmtiStartFunction proc, const void *arg, jint priority), (thread, proc, arg, priority)) \
    FN(13, GetTopThreadGroups, (jvmtiEnv *env, jint *group_count_ptr, jthreadGroup **groups_ptr), (group_count_ptr, groups_ptr)) \
    FN(14, GetThreadGroupInfo, (jvmtiEnv *env, jthreadGroup group, jvmtiThreadGroupInfo *info_ptr), (group, info_ptr)) \
    FN(15, GetThreadGroupChildren, (jvmtiEnv *env, jthreadGroup group, jint *thread_count_ptr, jthread **threads_ptr, jint *group_count_ptr, jthreadGroup **groups_ptr), (group, thread_count_ptr, threads_ptr, group_count_ptr, groups_ptr)) \
    FN(16, GetFrameCount, (jvmtiEnv *env, jthread thread, jint *count_ptr), (thread, count_ptr)) \
    FN(17, GetThreadState, (jvmtiEnv *env, jthread thread, jint *thread_state_ptr), (thread, thread_state_ptr)) \
    FN(18, GetCurrentThread, (jvmtiEnv *env, jthread *thread_ptr), (thread_ptr)) \
    FN(19, GetFrameLocation, (jvmtiEnv *env, jthread thread, jint depth, jmethodID *method_ptr, jlocation *location_ptr), (thread, depth, method_ptr, location_ptr)) \
    FN(20, NotifyFramePop, (jvmtiEnv *env, jthread thread, jint depth), (thread, depth)) \
    FN(21, GetLocalObject, (jvmtiEnv *env, jthread thread, jint depth, jint slot, jobject *value_ptr), (thread, depth, slot, value_ptr)) \
    FN(22, GetLocalInt, (jvmtiEnv *env, jthread thread, jint depth, jint slot, jint *value_ptr), (thread, depth, slot, value_ptr)) \
    FN(23, GetLocalLong, (jvmtiEnv *env, jthread thread, jint depth, jint slot, jlong *value_ptr), (thread, depth, slot, value_ptr)) \
    FN(24, GetLocalFloat, (jvmtiEnv *env, jthread thread, jint depth, jint slot, jfloat *value_ptr), (thread, depth, slot, value_ptr)) \
    FN(25, GetLocalDouble, (jvmtiEnv *env, jthread thread, jint depth, jint slot, jdouble *value_ptr), (thread, depth, slot, value_ptr)) \
    FN(26, SetLocalObject, (jvmtiEnv *env, jthread thread, jint depth, jint slot, jobject value), (thread, depth, slot, value)) \
    FN(27, SetLocalInt, (jvmtiEnv *env, jthread thread, jint depth, jint slot, jint value), (thread, depth, slot, value)) \
    FN(28, SetLocalLong, (jvmtiEnv *env, jthread thread, jint depth, jint slot, jlong value), (thread, depth, slot, value)) \
    FN(29, SetLocalFloat, (jvmtiEnv *env, jthread thread, jint depth, jint slot, jfloat value), (thread, depth, slot, value)) \
    FN(30, SetLocalDouble, (jvmtiEnv *env, jthread thread, jint depth, jint slot, jdouble value), (thread, depth, slot, value)) \
    FN(31, CreateRawMonitor, (jvmtiEnv *env, const char *name, jrawMonitorID *monitor_ptr), (name, monitor_ptr)) \
    FN(32, DestroyRawMonitor, (jvmtiEnv *env, jrawMonitorID monitor), (monitor)) \
    FN(33, RawMonitorEnter, (jvmtiEnv *env, jrawMonitorID monitor), (monitor)) \
    FN(34, RawMonitorExit, (jvmtiEnv *env, jrawMonitorID monitor), (monitor)) \
    FN(35, RawMonitorWait, (jvmtiEnv *env, jrawMonitorID monitor, jlong millis), (monitor, millis)) \
    FN(36, RawMonitorNotify, (jvmtiEnv *env, jrawMonitorID monitor), (monitor)) \
    FN(37, RawMonitorNotifyAll, (jvmtiEnv *env, jrawMonitorID monitor), (monitor)) \
    FN(38, SetBreakpoint, (jvmtiEnv *env, jmethodID method, jlocation location), (method, location)) \
    FN(39, ClearBreakpoint, (jvmtiEnv *env, jmethodID method, jlocation location), (method, location)) \
    FN(40, GetNamedModule, (jvmtiEnv *env, jobject class_loader, const char *package_name, jobject *module_ptr), (class_loader, package_name, module_ptr)) \
    FN(41, SetFieldAccessWatch, (jvmtiEnv *env, jclass klass, jfieldID field), (klass, field)) \
    FN(42, ClearFieldAccessWatch, (jvmtiEnv *env, jclass klass, jfieldID field), (klass, field)) \
    FN(43, SetFieldModificationWatch, (jvmtiEnv *env, jclass klass, jfieldID field), (klass, field)) \
    FN(44, ClearFieldModificationWatch, (jvmtiEnv *env, jclass klass, jfieldID field), (klass, field)) \
    FN(45, IsModifiableClass, (jvmtiEnv *env, jclass klass, jboolean *is_modifiable_class_ptr), (klass, is_modifiable_class_ptr)) \
    FN(46, Allocate, (jvmtiEnv *env, jlong size, unsigned char **mem_ptr), (size, mem_ptr)) \
    FN(47, Deallocate, (jvmtiEnv *env, unsigned char *mem), (mem)) \
    FN(48, GetClassSignature, (jvmtiEnv *env, jclass klass, char **signature_ptr, char **generic_ptr), (klass, signature_ptr, generic_ptr)) \
    FN(49, GetClassStatus, (jvmtiEnv *env, jclass klass, jint *status_ptr), (klass, status_ptr)) \
    FN(50, GetSourceFileName, (jvmtiEnv *env, jclass klass, char **source_name_ptr), (klass, source_name_ptr)) \
    FN(51, GetClassModifiers, (jvmtiEnv *env, jclass klass, jint *modifiers_ptr), (klass, modifiers_ptr)) \
    FN(52, GetClassMethods, (jvmtiEnv *env, jclass klass, jint *method_count_ptr, jmethodID **methods_ptr), (klass, method_count_ptr, methods_ptr)) \
    FN(53, GetClassFields, (jvmtiEnv *env, jclass klass, jint *field_count_ptr, jfieldID **fields_ptr), (klass, field_count_ptr, fields_ptr)) \
    FN(54, GetImplementedInterfaces, (jvmtiEnv *env, jclass klass, jint *interface_count_ptr, jclass **interfaces_ptr), (klass, interface_count_ptr, interfaces_ptr)) \
    FN(55, IsInterface, (jvmtiEnv *env, jclass klass, jboolean *is_interface_ptr), (klass, is_interface_ptr)) \
    FN(56, IsArrayClass, (jvmtiEnv *env, jclass klass, jboolean *is_array_class_ptr), (klass, is_array_class_ptr)) \
    FN(57, GetClassLoader, (jvmtiEnv *env, jclass klass, jobject *classloader_ptr), (klass, classloader_ptr)) \
    FN(58, GetObjectHashCode, (jvmtiEnv *env, jobject object, jint *hash_code_ptr), (object, hash_code_ptr)) \
    FN(59, GetObjectMonitorUsage, (jvmtiEnv *env, jobject object, jvmtiMonitorUsage *info_ptr), (object, info_ptr)) \
    FN(60, GetFieldName, (jvmtiEnv *env, jclass klass, jfieldID field, char **name_ptr, char **signature_ptr, char **generic_ptr), (klass, field, name_ptr, signature_ptr, generic_ptr)) \
    FN(61, GetFieldDeclaringClass, (jvmtiEnv *env, jclass klass, jfieldID field, jclass *declaring_class_ptr), (klass, field, declaring_class_ptr)) \
    FN(62, GetFieldModifiers, (jvmtiEnv *env, jclass klass, jfieldID field, jint *modifiers_ptr), (klass, field, modifiers_ptr)) \
    FN(63, IsFieldSynthetic, (jvmtiEnv *env, jclass klass, jfieldID field, jboolean *is_synthetic_ptr), (klass, field, is_synthetic_ptr)) \
    FN(64, GetMethodName, (jvmtiEnv *env, jmethodID method, char **name_ptr, char **signature_ptr, char **generic_ptr), (method, name_ptr, signature_ptr, generic_ptr)) \
    FN(65, GetMethodDeclaringClass, (jvmtiEnv *env, jmethodID method, jclass *declaring_class_ptr), (method, declaring_class_ptr)) \
    FN(66, GetMethodModifiers, (jvmtiEnv *env, jmethodID method, jint *modifiers_ptr), (method, modifiers_ptr)) \
    RSV(67, reserved67) \
    FN(68, GetMaxLocals, (jvmtiEnv *env, jmethodID method, jint *max_ptr), (method, max_ptr)) \
    FN(69, GetArgumentsSize, (jvmtiEnv *env, jmethodID method, jint *size_ptr), (method, size_ptr)) \
    FN(70, GetLineNumberTable, (jvmtiEnv *env, jmethodID method, jint *entry_count_ptr, jvmtiLineNumberEntry **table_ptr), (method, entry_count_ptr, table_ptr)) \
    FN(71, GetMethodLocation, (jvmtiEnv *env, jmethodID method, jlocation *start_location_ptr, jlocation *end_location_ptr), (method, start_location_ptr, end_location_ptr)) \
    FN(72, GetLocalVariableTable, (jvmtiEnv *env, jmethodID method, jint *entry_count_ptr, jvmtiLocalVariableEntry **table_ptr), (method, entry_count_ptr, table_ptr)) \
    FN(73, SetNativeMethodPrefix, (jvmtiEnv *env, const char *prefix), (prefix)) \
    FN(74, SetNativeMethodPrefixes, (jvmtiEnv *env, jint prefix_count, char **prefixes), (prefix_count, prefixes)) \
    FN(75, GetBytecodes, (jvmtiEnv *env, jmethodID method, jint *bytecode_count_ptr, unsigned char **bytecodes_ptr), (method, bytecode_count_ptr, bytecodes_ptr)) \
    FN(76, IsMethodNative, (jvmtiEnv *env, jmethodID method, jboolean *is_native_ptr), (method, is_native_ptr)) \
    FN(77, IsMethodSynthetic, (jvmtiEnv *env, jmethodID method, jboolean *is_synthetic_ptr), (method, is_synthetic_ptr)) \
    FN(78, GetLoadedClasses, (jvmtiEnv *env, jint *class_count_ptr, jclass **classes_ptr), (class_count_ptr, classes_ptr)) \
    FN(79, GetClassLoaderClasses, (jvmtiEnv *env, jobject initiating_loader, jint *class_count_ptr, jclass **classes_ptr), (initiating_loader, class_count_ptr, classes_ptr)) \
    FN(80, PopFrame, (jvmtiEnv *env, jthread thread), (thread)) \
    FN(81, ForceEarlyReturnObject, (jvmtiEnv *env, jthread thread, jobject value), (thread, value)) \
    FN(82, ForceEarlyReturnInt, (jvmtiEnv *env, jthread thread, jint value), (thread, value)) \
    FN(83, ForceEarlyReturnLong, (jvmtiEnv *env, jthread thread, jlong value), (thread, value)) \
    FN(84, ForceEarlyReturnFloat, (jvmtiEnv *env, jthread thread, jfloat value), (thread, value)) \
    FN(85, ForceEarlyReturnDouble, (jvmtiEnv *env, jthread thread, jdouble value), (thread, value)) \
    FN(86, ForceEarlyReturnVoid, (jvmtiEnv *env, jthread thread), (thread)) \
    FN(87, RedefineClasses, (jvmtiEnv *env, jint class_count, const jvmtiClassDefinition *class_definitions), (class_count, class_definitions)) \
    FN(88, GetVersionNumber, (jvmtiEnv *env, jint *version_ptr), (version_ptr)) \
    FN(89, GetCapabilities, (jvmtiEnv *env, jvmtiCapabilities *capabilities_ptr), (capabilities_ptr)) \
    FN(90, GetSourceDebugExtension, (jvmtiEnv *env, jclass klass, char **source_debug_extension_ptr), (klass, source_debug_extension_ptr)) \
    FN(91, IsMethodObsolete, (jvmtiEnv *env, jmethodID method, jboolean *is_obsolete_ptr), (method, is_obsolete_ptr)) \
    FN(92, SuspendThreadList, (jvmtiEnv *env, jint request_count, const jthread *request_list, jvmtiError *results), (request_count, request_list, results)) \
    FN(93, ResumeThreadList, (jvmtiEnv *env, jint request_count, const jthread *request_list, jvmtiError *results), (request_count, request_list, results)) \
    FN(94, AddModuleReads, (jvmtiEnv *env, jobject module, jobject to_module), (module, to_module)) \
    FN(95, AddModuleExports, (jvmtiEnv *env, jobject module, const char *pkg_name, jobject to_module), (module, pkg_name, to_module)) \
    FN(96, AddModuleOpens, (jvmtiEnv *env, jobject module, const char *pkg_name, jobject to_module), (module, pkg_name, to_module)) \
    FN(97, AddModuleUses, (jvmtiEnv *env, jobject module, jclass service), (module, service)) \
    FN(98, AddModuleProvides, (jvmtiEnv *env, jobject module, jclass service, jclass impl_class), (module, service, impl_class)) \
    FN(99, IsModifiableModule, (jvmtiEnv *env, jobject module, jboolean *is_modifiable_module_ptr), (module, is_modifiable_module_ptr)) \
    FN(100, GetAllStackTraces, (jvmtiEnv *env, jint max_frame_count, jvmtiStackInfo **stack_info_ptr, jint *thread_count_ptr), (max_frame_count, stack_info_ptr, thread_count_ptr)) \
    FN(101, GetThreadListStackTraces, (jvmtiEnv *env, jint thread_count, const jthread *thread_list, jint max_frame_count, jvmtiStackInfo **stack_info_ptr), (thread_count, thread_list, max_frame_count, stack_info_ptr)) \
    FN(102, GetThreadLocalStorage, (jvmtiEnv *env, jthread thread, void **data_ptr), (thread, data_ptr)) \
    FN(103, SetThreadLocalStorage, (jvmtiEnv *env, jthread thread, const void *data), (thread, data)) \
    FN(104, GetStackTrace, (jvmtiEnv *env, jthread thread, jint start_depth, jint max_frame_count, jvmtiFrameInfo *frame_buffer, jint *count_ptr), (thread, start_depth, max_frame_count, frame_buffer, count_ptr)) \
    RSV(105, reserved105) \
    FN(106, GetTag, (jvmtiEnv *env, jobject object, jlong *tag_ptr), (object, tag_ptr)) \
    FN(107, SetTag, (jvmtiEnv *env, jobject object, jlong tag), (object, tag)) \
    FN0(108, ForceGarbageCollection, (jvmtiEnv *env)) \
    FN(109, IterateOverObjectsReachableFromObject, (jvmtiEnv *env, jobject object, jvmtiObjectReferenceCallback object_reference_callback, const void *user_data), (object, object_reference_callback, user_data)) \
    FN(110, IterateOverReachableObjects, (jvmtiEnv *env, jvmtiHeapRootCallback heap_root_callback, jvmtiStackReferenceCallback stack_ref_callback, jvmtiObjectReferenceCallback object_ref_callback, const void *user_data), (heap_root_callback, stack_ref_callback, object_ref_callback, user_data)) \
    FN(111, IterateOverHeap, (jvmtiEnv *env, jvmtiHeapObjectFilter object_filter, jvmtiHeapObjectCallback heap_object_callback, const void *user_data), (object_filter, heap_object_callback, user_data)) \
    FN(112, IterateOverInstancesOfClass, (jvmtiEnv *env, jclass klass, jvmtiHeapObjectFilter object_filter, jvmtiHeapObjectCallback heap_object_callback, const void *user_data), (klass, object_filter, heap_object_callback, user_data)) \
    RSV(113, reserved113) \
    FN(114, GetObjectsWithTags, (jvmtiEnv *env, jint tag_count, const jlong *tags, jint *count_ptr, jobject **object_result_ptr, jlong **tag_result_ptr), (tag_count, tags, count_ptr, object_result_ptr, tag_result_ptr)) \
    FN(115, FollowReferences, (jvmtiEnv *env, jint heap_filter, jclass klass, jobject initial_object, const jvmtiHeapCallbacks *callbacks, const void *user_data), (heap_filter, klass, initial_object, callbacks, user_data)) \
    FN(116, IterateThroughHeap, (jvmtiEnv *env, jint heap_filter, jclass klass, const jvmtiHeapCallbacks *callbacks, const void *user_data), (heap_filter, klass, callbacks, user_data)) \
    RSV(117, reserved117) \
    RSV(118, reserved118) \
    RSV(119, reserved119) \
    FN(120, SetJNIFunctionTable, (jvmtiEnv *env, const jniNativeInterface *function_table), (function_table)) \
    FN(121, GetJNIFunctionTable, (jvmtiEnv *env, jniNativeInterface **function_table), (function_table)) \
    FN(122, SetEventCallbacks, (jvmtiEnv *env, const jvmtiEventCallbacks *callbacks, jint size_of_callbacks), (callbacks, size_of_callbacks)) \
    FN(123, GenerateEvents, (jvmtiEnv *env, jvmtiEvent event_type), (event_type)) \
    FN(124, GetExtensionFunctions, (jvmtiEnv *env, jint *extension_count_ptr, jvmtiExtensionFunctionInfo **extensions), (extension_count_ptr, extensions)) \
    FN(125, GetExtensionEvents, (jvmtiEnv *env, jint *extension_count_ptr, jvmtiExtensionEventInfo **extensions), (extension_count_ptr, extensions)) \
    FN(126, SetExtensionEventCallback, (jvmtiEnv *env, jint extension_event_index, jvmtiExtensionEvent callback), (extension_event_index, callback)) \
    FN0(127, DisposeEnvironment, (jvmtiEnv *env)) \
    FN(128, GetErrorName, (jvmtiEnv *env, jvmtiError error, char **name_ptr), (error, name_ptr)) \
    FN(129, GetJLocationFormat, (jvmtiEnv *env, jvmtiJlocationFormat *format_ptr), (format_ptr)) \
    FN(130, GetSystemProperties, (jvmtiEnv *env, jint *count_ptr, char ***property_ptr), (count_ptr, property_ptr)) \
    FN(131, GetSystemProperty, (jvmtiEnv *env, const char *property, char **value_ptr), (property, value_ptr)) \
    FN(132, SetSystemProperty, (jvmtiEnv *env, const char *property, const char *value_ptr), (property, value_ptr)) \
    FN(133, GetPhase, (jvmtiEnv *env, jvmtiPhase *phase_ptr), (phase_ptr)) \
    FN(134, GetCurrentThreadCpuTimerInfo, (jvmtiEnv *env, jvmtiTimerInfo *info_ptr), (info_ptr)) \
    FN(135, GetCurrentThreadCpuTime, (jvmtiEnv *env, jlong *nanos_ptr), (nanos_ptr)) \
    FN(136, GetThreadCpuTimerInfo, (jvmtiEnv *env, jvmtiTimerInfo *info_ptr), (info_ptr)) \
    FN(137, GetThreadCpuTime, (jvmtiEnv *env, jthread thread, jlong *nanos_ptr), (thread, nanos_ptr)) \
    FN(138, GetTimerInfo, (jvmtiEnv *env, jvmtiTimerInfo *info_ptr), (info_ptr)) \
    FN(139, GetTime, (jvmtiEnv *env, jlong *nanos_ptr), (nanos_ptr)) \
    FN(140, GetPotentialCapabilities, (jvmtiEnv *env, jvmtiCapabilities *capabilities_ptr), (capabilities_ptr)) \
    RSV(141, reserved141) \
    FN(142, AddCapabilities, (jvmtiEnv *env, const jvmtiCapabilities *capabilities_ptr), (capabilities_ptr)) \
    FN(143, RelinquishCapabilities, (jvmtiEnv *env, const jvmtiCapabilities *capabilities_ptr), (capabilities_ptr)) \
    FN(144, GetAvailableProcessors, (jvmtiEnv *env, jint *processor_count_ptr), (processor_count_ptr)) \
    FN(145, GetClassVersionNumbers, (jvmtiEnv *env, jclass klass, jint *minor_version_ptr, jint *major_version_ptr), (klass, minor_version_ptr, major_version_ptr)) \
    FN(146, GetConstantPool, (jvmtiEnv *env, jclass klass, jint *constant_pool_count_ptr, jint *constant_pool_byte_count_ptr, unsigned char **constant_pool_bytes_ptr), (klass, constant_pool_count_ptr, constant_pool_byte_count_ptr, constant_pool_bytes_ptr)) \
    FN(147, GetEnvironmentLocalStorage, (jvmtiEnv *env, void **data_ptr), (data_ptr)) \
    FN(148, SetEnvironmentLocalStorage, (jvmtiEnv *env, const void *data), (data)) \
    FN(149, AddToBootstrapClassLoaderSearch, (jvmtiEnv *env, const char *segment), (segment)) \
    FN(150, SetVerboseFlag, (jvmtiEnv *env, jvmtiVerboseFlag flag, jboolean value), (flag, value)) \
    FN(151, AddToSystemClassLoaderSearch, (jvmtiEnv *env, const char *segment), (segment)) \
    FN(152, RetransformClasses, (jvmtiEnv *env, jint class_count, const jclass *classes), (class_count, classes)) \
    FN(153, GetOwnedMonitorStackDepthInfo, (jvmtiEnv *env, jthread thread, jint *monitor_info_count_ptr, jvmtiMonitorStackDepthInfo **monitor_info_ptr), (thread, monitor_info_count_ptr, monitor_info_ptr)) \
    FN(154, GetObjectSize, (jvmtiEnv *env, jobject object, jlong *size_ptr), (object, size_ptr)) \
    FN(155, GetLocalInstance, (jvmtiEnv *env, jthread thread, jint depth, jobject *value_ptr), (thread, depth, value_ptr)) \
    FN(156, SetHeapSamplingInterval, (jvmtiEnv *env, jint sampling_interval), (sampling_interval))

#define AGENTVM_JVMTI_MEMBER_RSV(slot, member) void *member;
#define AGENTVM_JVMTI_MEMBER_FN0(slot, name, params) \
    jvmtiError (JNICALL *name) params;
#define AGENTVM_JVMTI_MEMBER_FN(slot, name, params, args) \
    jvmtiError (JNICALL *name) params;
#define AGENTVM_JVMTI_MEMBER_VAR(slot, name, params, last, args) \
    jvmtiError (JNICALL *name) params;

typedef struct jvmtiInterface_1_ {
    AGENTVM_JVMTI_FUNCTIONS(AGENTVM_JVMTI_MEMBER_RSV, AGENTVM_JVMTI_MEMBER_FN0,
                            AGENTVM_JVMTI_MEMBER_FN, AGENTVM_JVMTI_MEMBER_VAR)
} jvmtiInterface_1;

#ifdef __cplusplus
/* C++ wrappers, built with the helpers from jni.h. */
#define AGENTVM_JVMTI_WRAP_RSV(slot, member)
#define AGENTVM_JVMTI_WRAP_FN0(slot, name, params) \
    jvmtiError name() { return functions->name(this); }
#define AGENTVM_JVMTI_WRAP_FN(slot, name, params, args) \
    jvmtiError name(AGENTVM_JNI_DROP_SELF params) { \
        return functions->name(this, AGENTVM_JNI_UNPAREN args); \
    }

#define AGENTVM_JVMTI_WRAP_VAR(slot, name, params, last, args) \
    jvmtiError name(AGENTVM_JNI_DROP_SELF params) { \
        return functions->name(this, AGENTVM_JNI_UNPAREN args); \
    }
#endif

struct _jvmtiEnv {
    const struct jvmtiInterface_1_ *functions;
#ifdef __cplusplus
    AGENTVM_JVMTI_FUNCTIONS(AGENTVM_JVMTI_WRAP_RSV, AGENTVM_JVMTI_WRAP_FN0,
                            AGENTVM_JVMTI_WRAP_FN, AGENTVM_JVMTI_WRAP_VAR)
#endif
};

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* AGENTVM_JVMTI_H */
