/*
 * The JNI function table and JNI references (vm/jni.c), as the rest of the
 * VM uses them.
 *
 * A local reference is the address of a slot in the thread's local
 * reference array (Thread.local_refs, fixed capacity, never reallocated);
 * a global or weak global reference is the address of a slot in a chunked
 * table that never moves. jobject values are therefore Object** and
 * dereferencing one is *ref.
 */
#ifndef AGENTVM_JNI_IMPL_H
#define AGENTVM_JNI_IMPL_H

#include "include/jni.h"
#include "vm/object.h"
#include "vm/thread.h"

extern const struct JNINativeInterface_ jni_function_table;
/* The table every JNIEnv points at, new ones included:
 * &jni_function_table until JVMTI SetJNIFunctionTable installs another. */
extern const struct JNINativeInterface_ *volatile jni_current_table;
extern const struct JNIInvokeInterface_ jni_invoke_table;
extern JavaVM *jni_vm;            /* the one JavaVM of this process */

static inline JNIEnv *jni_env(Thread *t) { return (JNIEnv *)&t->jni_env; }
static inline Thread *jni_thread(JNIEnv *env) { return (Thread *)(void *)env; }

/* A new local reference in the current native frame (NULL for NULL). */
jobject jni_new_local(Thread *t, Object *o);
static inline Object *jni_deref(jobject ref) { return ref ? *(Object **)ref : NULL; }
jobject jni_new_global(Object *o);
/* A local reference of the calling thread, or a global or weak global one. */
int jni_is_valid_ref(jobject ref);
void jni_delete_global(jobject ref);
/* Live global and weak global references (thread dumps). */
void jni_ref_counts(uint32_t *globals, uint32_t *weaks);

/* GC: global references are roots; weak globals are cleared when their
 * object is dead (called after marking, before sweeping). */
void jni_visit_globals(void (*fn)(Object **ref, void *arg), void *arg);
void jni_sweep_weak_globals(int (*is_live)(Object *o));

void jni_init(void);

/* Whether a class name is legal modified UTF-8, as HotSpot judges names
 * (three-byte forms of characters below U+0800 are not). */
int jni_is_legal_mutf8(const char *s);

/* The invocation interface (JavaVM) is forwarded to the VM core, which owns
 * thread attachment and the VM's lifetime. Each returns a JNI error code. */
jint vm_jni_destroy(JavaVM *vm);
jint vm_jni_attach(JavaVM *vm, void **penv, void *args, int daemon);
jint vm_jni_detach(JavaVM *vm);
jint vm_jni_get_env(JavaVM *vm, void **penv, jint version);

#endif
