/*
 * jni.h - the Java Native Interface as agentvm implements it.
 *
 * Written from the JNI specification.  The layout is binary-compatible
 * with the JDK 17 platform: the same type sizes, the same function-table
 * slots at the same indices, the same constant values.  A native library
 * or agent built against another vendor's jni.h runs unchanged on
 * agentvm, and code written against this header builds elsewhere.
 * tests/abi checks the identity mechanically.
 *
 * Usable from C (C89 and later) and from C++, where JNIEnv and JavaVM get
 * the usual member-function wrappers (env->FindClass("java/lang/Object")).
 */
#ifndef AGENTVM_JNI_H
#define AGENTVM_JNI_H

/*
 * stdarg.h is needed for the va_list entry points; stdio.h is included
 * because native code written for other JVMs routinely relies on jni.h
 * pulling it in.
 */
#include <stdio.h>
#include <stdarg.h>

#include "jni_md.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- Primitive types (jint, jbyte, jlong come from jni_md.h) ---------- */

typedef unsigned char  jboolean;
typedef unsigned short jchar;
typedef short          jshort;
typedef float          jfloat;
typedef double         jdouble;
typedef jint           jsize;

/* ---- Reference types --------------------------------------------------- */

/*
 * References are opaque handles.  In C they are all one pointer type; in
 * C++ each is a pointer to an empty class so that the subtype relation
 * (jstring is a jobject, jintArray is a jarray) is checked by the
 * compiler.  The class names are part of the C++ ABI: they appear in the
 * mangled names of agent functions that take references.
 */
#ifdef __cplusplus

class _jobject {};
class _jclass : public _jobject {};
class _jthrowable : public _jobject {};
class _jstring : public _jobject {};
class _jarray : public _jobject {};
class _jbooleanArray : public _jarray {};
class _jbyteArray : public _jarray {};
class _jcharArray : public _jarray {};
class _jshortArray : public _jarray {};
class _jintArray : public _jarray {};
class _jlongArray : public _jarray {};
class _jfloatArray : public _jarray {};
class _jdoubleArray : public _jarray {};
class _jobjectArray : public _jarray {};

typedef _jobject       *jobject;
typedef _jclass        *jclass;
typedef _jthrowable    *jthrowable;
typedef _jstring       *jstring;
typedef _jarray        *jarray;
typedef _jbooleanArray *jbooleanArray;
typedef _jbyteArray    *jbyteArray;
typedef _jcharArray    *jcharArray;
typedef _jshortArray   *jshortArray;
typedef _jintArray     *jintArray;
typedef _jlongArray    *jlongArray;
typedef _jfloatArray   *jfloatArray;
typedef _jdoubleArray  *jdoubleArray;
typedef _jobjectArray  *jobjectArray;

#else /* C */

struct _jobject;
typedef struct _jobject *jobject;
typedef jobject jclass;
typedef jobject jthrowable;
typedef jobject jstring;
typedef jobject jarray;
typedef jarray  jbooleanArray;
typedef jarray  jbyteArray;
typedef jarray  jcharArray;
typedef jarray  jshortArray;
typedef jarray  jintArray;
typedef jarray  jlongArray;
typedef jarray  jfloatArray;
typedef jarray  jdoubleArray;
typedef jarray  jobjectArray;

#endif /* __cplusplus */

typedef jobject jweak;

/* One argument of a Call...MethodA / NewObjectA call. */
typedef union jvalue {
    jboolean z;
    jbyte    b;
    jchar    c;
    jshort   s;
    jint     i;
    jlong    j;
    jfloat   f;
    jdouble  d;
    jobject  l;
} jvalue;

/* Field and method identifiers: opaque, owned by the VM. */
struct _jfieldID;
typedef struct _jfieldID *jfieldID;
struct _jmethodID;
typedef struct _jmethodID *jmethodID;

/* Result of GetObjectRefType. */
typedef enum _jobjectType {
    JNIInvalidRefType    = 0,
    JNILocalRefType      = 1,
    JNIGlobalRefType     = 2,
    JNIWeakGlobalRefType = 3
} jobjectRefType;

/* ---- Constants --------------------------------------------------------- */

#define JNI_FALSE 0
#define JNI_TRUE  1

/* Return codes of the invocation interface and of GetEnv. */
#define JNI_OK          0
#define JNI_ERR       (-1)
#define JNI_EDETACHED (-2)     /* the calling thread is not attached */
#define JNI_EVERSION  (-3)     /* the requested version is not supported */
#define JNI_ENOMEM    (-4)
#define JNI_EEXIST    (-5)     /* a VM has already been created */
#define JNI_EINVAL    (-6)

/* The mode argument of Release<Type>ArrayElements (0 = copy back and free). */
#define JNI_COMMIT 1           /* copy back, keep the buffer */
#define JNI_ABORT  2           /* free the buffer without copying back */

#define JNI_VERSION_1_1 0x00010001
#define JNI_VERSION_1_2 0x00010002
#define JNI_VERSION_1_4 0x00010004
#define JNI_VERSION_1_6 0x00010006
#define JNI_VERSION_1_8 0x00010008
#define JNI_VERSION_9   0x00090000
#define JNI_VERSION_10  0x000a0000

/* Feature-test macros that older native sources check for. */
#define JDK1_2
#define JDK1_4

/* One entry of a RegisterNatives table. */
typedef struct {
    char *name;
    char *signature;
    void *fnPtr;
} JNINativeMethod;

/* ---- JNIEnv and JavaVM ------------------------------------------------- */

/*
 * In C a JNIEnv is a pointer to the function table, so calls read
 * (*env)->FindClass(env, ...).  In C++ it is a struct holding that
 * pointer, with wrappers that pass `this` (env->FindClass(...)).  The two
 * are the same bytes.
 */
struct JNINativeInterface_;
struct JNIEnv_;
struct JNIInvokeInterface_;
struct JavaVM_;

#ifdef __cplusplus
typedef JNIEnv_ JNIEnv;
typedef JavaVM_ JavaVM;
#else
typedef const struct JNINativeInterface_ *JNIEnv;
typedef const struct JNIInvokeInterface_ *JavaVM;
#endif

/*
 * The JNIEnv function table, one line per slot, in slot order; the first
 * number is the slot index given by the JNI specification.  Entry kinds:
 *
 *   RSV(slot, member)                               reserved pointer
 *   FN0(slot, ret, name, (env))                     takes only env
 *   FN(slot, ret, name, (env, params), (args))      fixed parameters
 *   VAR(slot, ret, name, (env, params, ...), last, (args))
 *   VARV(...)                                       same, returning void
 *
 * `args` repeats the parameter names after env; `last` is the final named
 * parameter of a variadic entry, whose va_list twin is name##V.  The
 * table struct, the C++ wrappers and tests/abi are generated from it.
 */
#define AGENTVM_JNI_ENV_SLOTS(RSV, FN0, FN, VAR, VARV) \
    /* Reserved. */ \
    RSV(0, reserved0) \
    RSV(1, reserved1) \
    RSV(2, reserved2) \
    RSV(3, reserved3) \
    /* Version. */ \
    FN0(4, jint, GetVersion, (JNIEnv *env)) \
    /* Classes and reflection. */ \
    FN(5, jclass, DefineClass, (JNIEnv *env, const char *name, jobject loader, const jbyte *buf, jsize len), (name, loader, buf, len)) \
    FN(6, jclass, FindClass, (JNIEnv *env, const char *name), (name)) \
    FN(7, jmethodID, FromReflectedMethod, (JNIEnv *env, jobject method), (method)) \
    FN(8, jfieldID, FromReflectedField, (JNIEnv *env, jobject field), (field)) \
    FN(9, jobject, ToReflectedMethod, (JNIEnv *env, jclass clazz, jmethodID methodID, jboolean isStatic), (clazz, methodID, isStatic)) \
    FN(10, jclass, GetSuperclass, (JNIEnv *env, jclass sub), (sub)) \
    FN(11, jboolean, IsAssignableFrom, (JNIEnv *env, jclass sub, jclass sup), (sub, sup)) \
    FN(12, jobject, ToReflectedField, (JNIEnv *env, jclass clazz, jfieldID fieldID, jboolean isStatic), (clazz, fieldID, isStatic)) \
    /* Exceptions. */ \
    FN(13, jint, Throw, (JNIEnv *env, jthrowable obj), (obj)) \
    FN(14, jint, ThrowNew, (JNIEnv *env, jclass clazz, const char *msg), (clazz, msg)) \
    FN0(15, jthrowable, ExceptionOccurred, (JNIEnv *env)) \
    FN0(16, void, ExceptionDescribe, (JNIEnv *env)) \
    FN0(17, void, ExceptionClear, (JNIEnv *env)) \
    FN(18, void, FatalError, (JNIEnv *env, const char *msg), (msg)) \
    /* Local and global references. */ \
    FN(19, jint, PushLocalFrame, (JNIEnv *env, jint capacity), (capacity)) \
    FN(20, jobject, PopLocalFrame, (JNIEnv *env, jobject result), (result)) \
    FN(21, jobject, NewGlobalRef, (JNIEnv *env, jobject lobj), (lobj)) \
    FN(22, void, DeleteGlobalRef, (JNIEnv *env, jobject gref), (gref)) \
    FN(23, void, DeleteLocalRef, (JNIEnv *env, jobject obj), (obj)) \
    FN(24, jboolean, IsSameObject, (JNIEnv *env, jobject obj1, jobject obj2), (obj1, obj2)) \
    FN(25, jobject, NewLocalRef, (JNIEnv *env, jobject ref), (ref)) \
    FN(26, jint, EnsureLocalCapacity, (JNIEnv *env, jint capacity), (capacity)) \
    /* Object creation and identity. */ \
    FN(27, jobject, AllocObject, (JNIEnv *env, jclass clazz), (clazz)) \
    VAR(28, jobject, NewObject, (JNIEnv *env, jclass clazz, jmethodID methodID, ...), methodID, (clazz, methodID)) \
    FN(29, jobject, NewObjectV, (JNIEnv *env, jclass clazz, jmethodID methodID, va_list args), (clazz, methodID, args)) \
    FN(30, jobject, NewObjectA, (JNIEnv *env, jclass clazz, jmethodID methodID, const jvalue *args), (clazz, methodID, args)) \
    FN(31, jclass, GetObjectClass, (JNIEnv *env, jobject obj), (obj)) \
    FN(32, jboolean, IsInstanceOf, (JNIEnv *env, jobject obj, jclass clazz), (obj, clazz)) \
    /* Instance method calls. */ \
    FN(33, jmethodID, GetMethodID, (JNIEnv *env, jclass clazz, const char *name, const char *sig), (clazz, name, sig)) \
    VAR(34, jobject, CallObjectMethod, (JNIEnv *env, jobject obj, jmethodID methodID, ...), methodID, (obj, methodID)) \
    FN(35, jobject, CallObjectMethodV, (JNIEnv *env, jobject obj, jmethodID methodID, va_list args), (obj, methodID, args)) \
    FN(36, jobject, CallObjectMethodA, (JNIEnv *env, jobject obj, jmethodID methodID, const jvalue *args), (obj, methodID, args)) \
    VAR(37, jboolean, CallBooleanMethod, (JNIEnv *env, jobject obj, jmethodID methodID, ...), methodID, (obj, methodID)) \
    FN(38, jboolean, CallBooleanMethodV, (JNIEnv *env, jobject obj, jmethodID methodID, va_list args), (obj, methodID, args)) \
    FN(39, jboolean, CallBooleanMethodA, (JNIEnv *env, jobject obj, jmethodID methodID, const jvalue *args), (obj, methodID, args)) \
    VAR(40, jbyte, CallByteMethod, (JNIEnv *env, jobject obj, jmethodID methodID, ...), methodID, (obj, methodID)) \
    FN(41, jbyte, CallByteMethodV, (JNIEnv *env, jobject obj, jmethodID methodID, va_list args), (obj, methodID, args)) \
    FN(42, jbyte, CallByteMethodA, (JNIEnv *env, jobject obj, jmethodID methodID, const jvalue *args), (obj, methodID, args)) \
    VAR(43, jchar, CallCharMethod, (JNIEnv *env, jobject obj, jmethodID methodID, ...), methodID, (obj, methodID)) \
    FN(44, jchar, CallCharMethodV, (JNIEnv *env, jobject obj, jmethodID methodID, va_list args), (obj, methodID, args)) \
    FN(45, jchar, CallCharMethodA, (JNIEnv *env, jobject obj, jmethodID methodID, const jvalue *args), (obj, methodID, args)) \
    VAR(46, jshort, CallShortMethod, (JNIEnv *env, jobject obj, jmethodID methodID, ...), methodID, (obj, methodID)) \
    FN(47, jshort, CallShortMethodV, (JNIEnv *env, jobject obj, jmethodID methodID, va_list args), (obj, methodID, args)) \
    FN(48, jshort, CallShortMethodA, (JNIEnv *env, jobject obj, jmethodID methodID, const jvalue *args), (obj, methodID, args)) \
    VAR(49, jint, CallIntMethod, (JNIEnv *env, jobject obj, jmethodID methodID, ...), methodID, (obj, methodID)) \
    FN(50, jint, CallIntMethodV, (JNIEnv *env, jobject obj, jmethodID methodID, va_list args), (obj, methodID, args)) \
    FN(51, jint, CallIntMethodA, (JNIEnv *env, jobject obj, jmethodID methodID, const jvalue *args), (obj, methodID, args)) \
    VAR(52, jlong, CallLongMethod, (JNIEnv *env, jobject obj, jmethodID methodID, ...), methodID, (obj, methodID)) \
    FN(53, jlong, CallLongMethodV, (JNIEnv *env, jobject obj, jmethodID methodID, va_list args), (obj, methodID, args)) \
    FN(54, jlong, CallLongMethodA, (JNIEnv *env, jobject obj, jmethodID methodID, const jvalue *args), (obj, methodID, args)) \
    VAR(55, jfloat, CallFloatMethod, (JNIEnv *env, jobject obj, jmethodID methodID, ...), methodID, (obj, methodID)) \
    FN(56, jfloat, CallFloatMethodV, (JNIEnv *env, jobject obj, jmethodID methodID, va_list args), (obj, methodID, args)) \
    FN(57, jfloat, CallFloatMethodA, (JNIEnv *env, jobject obj, jmethodID methodID, const jvalue *args), (obj, methodID, args)) \
    VAR(58, jdouble, CallDoubleMethod, (JNIEnv *env, jobject obj, jmethodID methodID, ...), methodID, (obj, methodID)) \
    FN(59, jdouble, CallDoubleMethodV, (JNIEnv *env, jobject obj, jmethodID methodID, va_list args), (obj, methodID, args)) \
    FN(60, jdouble, CallDoubleMethodA, (JNIEnv *env, jobject obj, jmethodID methodID, const jvalue *args), (obj, methodID, args)) \
    VARV(61, void, CallVoidMethod, (JNIEnv *env, jobject obj, jmethodID methodID, ...), methodID, (obj, methodID)) \
    FN(62, void, CallVoidMethodV, (JNIEnv *env, jobject obj, jmethodID methodID, va_list args), (obj, methodID, args)) \
    FN(63, void, CallVoidMethodA, (JNIEnv *env, jobject obj, jmethodID methodID, const jvalue *args), (obj, methodID, args)) \
    /* Non-virtual instance method calls. */ \
    VAR(64, jobject, CallNonvirtualObjectMethod, (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, ...), methodID, (obj, clazz, methodID)) \
    FN(65, jobject, CallNonvirtualObjectMethodV, (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, va_list args), (obj, clazz, methodID, args)) \
    FN(66, jobject, CallNonvirtualObjectMethodA, (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, const jvalue *args), (obj, clazz, methodID, args)) \
    VAR(67, jboolean, CallNonvirtualBooleanMethod, (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, ...), methodID, (obj, clazz, methodID)) \
    FN(68, jboolean, CallNonvirtualBooleanMethodV, (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, va_list args), (obj, clazz, methodID, args)) \
    FN(69, jboolean, CallNonvirtualBooleanMethodA, (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, const jvalue *args), (obj, clazz, methodID, args)) \
    VAR(70, jbyte, CallNonvirtualByteMethod, (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, ...), methodID, (obj, clazz, methodID)) \
    FN(71, jbyte, CallNonvirtualByteMethodV, (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, va_list args), (obj, clazz, methodID, args)) \
    FN(72, jbyte, CallNonvirtualByteMethodA, (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, const jvalue *args), (obj, clazz, methodID, args)) \
    VAR(73, jchar, CallNonvirtualCharMethod, (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, ...), methodID, (obj, clazz, methodID)) \
    FN(74, jchar, CallNonvirtualCharMethodV, (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, va_list args), (obj, clazz, methodID, args)) \
    FN(75, jchar, CallNonvirtualCharMethodA, (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, const jvalue *args), (obj, clazz, methodID, args)) \
    VAR(76, jshort, CallNonvirtualShortMethod, (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, ...), methodID, (obj, clazz, methodID)) \
    FN(77, jshort, CallNonvirtualShortMethodV, (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, va_list args), (obj, clazz, methodID, args)) \
    FN(78, jshort, CallNonvirtualShortMethodA, (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, const jvalue *args), (obj, clazz, methodID, args)) \
    VAR(79, jint, CallNonvirtualIntMethod, (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, ...), methodID, (obj, clazz, methodID)) \
    FN(80, jint, CallNonvirtualIntMethodV, (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, va_list args), (obj, clazz, methodID, args)) \
    FN(81, jint, CallNonvirtualIntMethodA, (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, const jvalue *args), (obj, clazz, methodID, args)) \
    VAR(82, jlong, CallNonvirtualLongMethod, (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, ...), methodID, (obj, clazz, methodID)) \
    FN(83, jlong, CallNonvirtualLongMethodV, (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, va_list args), (obj, clazz, methodID, args)) \
    FN(84, jlong, CallNonvirtualLongMethodA, (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, const jvalue *args), (obj, clazz, methodID, args)) \
    VAR(85, jfloat, CallNonvirtualFloatMethod, (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, ...), methodID, (obj, clazz, methodID)) \
    FN(86, jfloat, CallNonvirtualFloatMethodV, (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, va_list args), (obj, clazz, methodID, args)) \
    FN(87, jfloat, CallNonvirtualFloatMethodA, (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, const jvalue *args), (obj, clazz, methodID, args)) \
    VAR(88, jdouble, CallNonvirtualDoubleMethod, (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, ...), methodID, (obj, clazz, methodID)) \
    FN(89, jdouble, CallNonvirtualDoubleMethodV, (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, va_list args), (obj, clazz, methodID, args)) \
    FN(90, jdouble, CallNonvirtualDoubleMethodA, (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, const jvalue *args), (obj, clazz, methodID, args)) \
    VARV(91, void, CallNonvirtualVoidMethod, (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, ...), methodID, (obj, clazz, methodID)) \
    FN(92, void, CallNonvirtualVoidMethodV, (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, va_list args), (obj, clazz, methodID, args)) \
    FN(93, void, CallNonvirtualVoidMethodA, (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, const jvalue *args), (obj, clazz, methodID, args)) \
    /* Instance fields. */ \
    FN(94, jfieldID, GetFieldID, (JNIEnv *env, jclass clazz, const char *name, const char *sig), (clazz, name, sig)) \
    FN(95, jobject, GetObjectField, (JNIEnv *env, jobject obj, jfieldID fieldID), (obj, fieldID)) \
    FN(96, jboolean, GetBooleanField, (JNIEnv *env, jobject obj, jfieldID fieldID), (obj, fieldID)) \
    FN(97, jbyte, GetByteField, (JNIEnv *env, jobject obj, jfieldID fieldID), (obj, fieldID)) \
    FN(98, jchar, GetCharField, (JNIEnv *env, jobject obj, jfieldID fieldID), (obj, fieldID)) \
    FN(99, jshort, GetShortField, (JNIEnv *env, jobject obj, jfieldID fieldID), (obj, fieldID)) \
    FN(100, jint, GetIntField, (JNIEnv *env, jobject obj, jfieldID fieldID), (obj, fieldID)) \
    FN(101, jlong, GetLongField, (JNIEnv *env, jobject obj, jfieldID fieldID), (obj, fieldID)) \
    FN(102, jfloat, GetFloatField, (JNIEnv *env, jobject obj, jfieldID fieldID), (obj, fieldID)) \
    FN(103, jdouble, GetDoubleField, (JNIEnv *env, jobject obj, jfieldID fieldID), (obj, fieldID)) \
    FN(104, void, SetObjectField, (JNIEnv *env, jobject obj, jfieldID fieldID, jobject val), (obj, fieldID, val)) \
    FN(105, void, SetBooleanField, (JNIEnv *env, jobject obj, jfieldID fieldID, jboolean val), (obj, fieldID, val)) \
    FN(106, void, SetByteField, (JNIEnv *env, jobject obj, jfieldID fieldID, jbyte val), (obj, fieldID, val)) \
    FN(107, void, SetCharField, (JNIEnv *env, jobject obj, jfieldID fieldID, jchar val), (obj, fieldID, val)) \
    FN(108, void, SetShortField, (JNIEnv *env, jobject obj, jfieldID fieldID, jshort val), (obj, fieldID, val)) \
    FN(109, void, SetIntField, (JNIEnv *env, jobject obj, jfieldID fieldID, jint val), (obj, fieldID, val)) \
    FN(110, void, SetLongField, (JNIEnv *env, jobject obj, jfieldID fieldID, jlong val), (obj, fieldID, val)) \
    FN(111, void, SetFloatField, (JNIEnv *env, jobject obj, jfieldID fieldID, jfloat val), (obj, fieldID, val)) \
    FN(112, void, SetDoubleField, (JNIEnv *env, jobject obj, jfieldID fieldID, jdouble val), (obj, fieldID, val)) \
    /* Static method calls. */ \
    FN(113, jmethodID, GetStaticMethodID, (JNIEnv *env, jclass clazz, const char *name, const char *sig), (clazz, name, sig)) \
    VAR(114, jobject, CallStaticObjectMethod, (JNIEnv *env, jclass clazz, jmethodID methodID, ...), methodID, (clazz, methodID)) \
    FN(115, jobject, CallStaticObjectMethodV, (JNIEnv *env, jclass clazz, jmethodID methodID, va_list args), (clazz, methodID, args)) \
    FN(116, jobject, CallStaticObjectMethodA, (JNIEnv *env, jclass clazz, jmethodID methodID, const jvalue *args), (clazz, methodID, args)) \
    VAR(117, jboolean, CallStaticBooleanMethod, (JNIEnv *env, jclass clazz, jmethodID methodID, ...), methodID, (clazz, methodID)) \
    FN(118, jboolean, CallStaticBooleanMethodV, (JNIEnv *env, jclass clazz, jmethodID methodID, va_list args), (clazz, methodID, args)) \
    FN(119, jboolean, CallStaticBooleanMethodA, (JNIEnv *env, jclass clazz, jmethodID methodID, const jvalue *args), (clazz, methodID, args)) \
    VAR(120, jbyte, CallStaticByteMethod, (JNIEnv *env, jclass clazz, jmethodID methodID, ...), methodID, (clazz, methodID)) \
    FN(121, jbyte, CallStaticByteMethodV, (JNIEnv *env, jclass clazz, jmethodID methodID, va_list args), (clazz, methodID, args)) \
    FN(122, jbyte, CallStaticByteMethodA, (JNIEnv *env, jclass clazz, jmethodID methodID, const jvalue *args), (clazz, methodID, args)) \
    VAR(123, jchar, CallStaticCharMethod, (JNIEnv *env, jclass clazz, jmethodID methodID, ...), methodID, (clazz, methodID)) \
    FN(124, jchar, CallStaticCharMethodV, (JNIEnv *env, jclass clazz, jmethodID methodID, va_list args), (clazz, methodID, args)) \
    FN(125, jchar, CallStaticCharMethodA, (JNIEnv *env, jclass clazz, jmethodID methodID, const jvalue *args), (clazz, methodID, args)) \
    VAR(126, jshort, CallStaticShortMethod, (JNIEnv *env, jclass clazz, jmethodID methodID, ...), methodID, (clazz, methodID)) \
    FN(127, jshort, CallStaticShortMethodV, (JNIEnv *env, jclass clazz, jmethodID methodID, va_list args), (clazz, methodID, args)) \
    FN(128, jshort, CallStaticShortMethodA, (JNIEnv *env, jclass clazz, jmethodID methodID, const jvalue *args), (clazz, methodID, args)) \
    VAR(129, jint, CallStaticIntMethod, (JNIEnv *env, jclass clazz, jmethodID methodID, ...), methodID, (clazz, methodID)) \
    FN(130, jint, CallStaticIntMethodV, (JNIEnv *env, jclass clazz, jmethodID methodID, va_list args), (clazz, methodID, args)) \
    FN(131, jint, CallStaticIntMethodA, (JNIEnv *env, jclass clazz, jmethodID methodID, const jvalue *args), (clazz, methodID, args)) \
    VAR(132, jlong, CallStaticLongMethod, (JNIEnv *env, jclass clazz, jmethodID methodID, ...), methodID, (clazz, methodID)) \
    FN(133, jlong, CallStaticLongMethodV, (JNIEnv *env, jclass clazz, jmethodID methodID, va_list args), (clazz, methodID, args)) \
    FN(134, jlong, CallStaticLongMethodA, (JNIEnv *env, jclass clazz, jmethodID methodID, const jvalue *args), (clazz, methodID, args)) \
    VAR(135, jfloat, CallStaticFloatMethod, (JNIEnv *env, jclass clazz, jmethodID methodID, ...), methodID, (clazz, methodID)) \
    FN(136, jfloat, CallStaticFloatMethodV, (JNIEnv *env, jclass clazz, jmethodID methodID, va_list args), (clazz, methodID, args)) \
    FN(137, jfloat, CallStaticFloatMethodA, (JNIEnv *env, jclass clazz, jmethodID methodID, const jvalue *args), (clazz, methodID, args)) \
    VAR(138, jdouble, CallStaticDoubleMethod, (JNIEnv *env, jclass clazz, jmethodID methodID, ...), methodID, (clazz, methodID)) \
    FN(139, jdouble, CallStaticDoubleMethodV, (JNIEnv *env, jclass clazz, jmethodID methodID, va_list args), (clazz, methodID, args)) \
    FN(140, jdouble, CallStaticDoubleMethodA, (JNIEnv *env, jclass clazz, jmethodID methodID, const jvalue *args), (clazz, methodID, args)) \
    VARV(141, void, CallStaticVoidMethod, (JNIEnv *env, jclass clazz, jmethodID methodID, ...), methodID, (clazz, methodID)) \
    FN(142, void, CallStaticVoidMethodV, (JNIEnv *env, jclass clazz, jmethodID methodID, va_list args), (clazz, methodID, args)) \
    FN(143, void, CallStaticVoidMethodA, (JNIEnv *env, jclass clazz, jmethodID methodID, const jvalue *args), (clazz, methodID, args)) \
    /* Static fields. */ \
    FN(144, jfieldID, GetStaticFieldID, (JNIEnv *env, jclass clazz, const char *name, const char *sig), (clazz, name, sig)) \
    FN(145, jobject, GetStaticObjectField, (JNIEnv *env, jclass clazz, jfieldID fieldID), (clazz, fieldID)) \
    FN(146, jboolean, GetStaticBooleanField, (JNIEnv *env, jclass clazz, jfieldID fieldID), (clazz, fieldID)) \
    FN(147, jbyte, GetStaticByteField, (JNIEnv *env, jclass clazz, jfieldID fieldID), (clazz, fieldID)) \
    FN(148, jchar, GetStaticCharField, (JNIEnv *env, jclass clazz, jfieldID fieldID), (clazz, fieldID)) \
    FN(149, jshort, GetStaticShortField, (JNIEnv *env, jclass clazz, jfieldID fieldID), (clazz, fieldID)) \
    FN(150, jint, GetStaticIntField, (JNIEnv *env, jclass clazz, jfieldID fieldID), (clazz, fieldID)) \
    FN(151, jlong, GetStaticLongField, (JNIEnv *env, jclass clazz, jfieldID fieldID), (clazz, fieldID)) \
    FN(152, jfloat, GetStaticFloatField, (JNIEnv *env, jclass clazz, jfieldID fieldID), (clazz, fieldID)) \
    FN(153, jdouble, GetStaticDoubleField, (JNIEnv *env, jclass clazz, jfieldID fieldID), (clazz, fieldID)) \
    FN(154, void, SetStaticObjectField, (JNIEnv *env, jclass clazz, jfieldID fieldID, jobject value), (clazz, fieldID, value)) \
    FN(155, void, SetStaticBooleanField, (JNIEnv *env, jclass clazz, jfieldID fieldID, jboolean value), (clazz, fieldID, value)) \
    FN(156, void, SetStaticByteField, (JNIEnv *env, jclass clazz, jfieldID fieldID, jbyte value), (clazz, fieldID, value)) \
    FN(157, void, SetStaticCharField, (JNIEnv *env, jclass clazz, jfieldID fieldID, jchar value), (clazz, fieldID, value)) \
    FN(158, void, SetStaticShortField, (JNIEnv *env, jclass clazz, jfieldID fieldID, jshort value), (clazz, fieldID, value)) \
    FN(159, void, SetStaticIntField, (JNIEnv *env, jclass clazz, jfieldID fieldID, jint value), (clazz, fieldID, value)) \
    FN(160, void, SetStaticLongField, (JNIEnv *env, jclass clazz, jfieldID fieldID, jlong value), (clazz, fieldID, value)) \
    FN(161, void, SetStaticFloatField, (JNIEnv *env, jclass clazz, jfieldID fieldID, jfloat value), (clazz, fieldID, value)) \
    FN(162, void, SetStaticDoubleField, (JNIEnv *env, jclass clazz, jfieldID fieldID, jdouble value), (clazz, fieldID, value)) \
    /* Strings. */ \
    FN(163, jstring, NewString, (JNIEnv *env, const jchar *unicode, jsize len), (unicode, len)) \
    FN(164, jsize, GetStringLength, (JNIEnv *env, jstring str), (str)) \
    FN(165, const jchar*, GetStringChars, (JNIEnv *env, jstring str, jboolean *isCopy), (str, isCopy)) \
    FN(166, void, ReleaseStringChars, (JNIEnv *env, jstring str, const jchar *chars), (str, chars)) \
    FN(167, jstring, NewStringUTF, (JNIEnv *env, const char *utf), (utf)) \
    FN(168, jsize, GetStringUTFLength, (JNIEnv *env, jstring str), (str)) \
    FN(169, const char*, GetStringUTFChars, (JNIEnv *env, jstring str, jboolean *isCopy), (str, isCopy)) \
    FN(170, void, ReleaseStringUTFChars, (JNIEnv *env, jstring str, const char *chars), (str, chars)) \
    /* Arrays. */ \
    FN(171, jsize, GetArrayLength, (JNIEnv *env, jarray array), (array)) \
    FN(172, jobjectArray, NewObjectArray, (JNIEnv *env, jsize len, jclass clazz, jobject init), (len, clazz, init)) \
    FN(173, jobject, GetObjectArrayElement, (JNIEnv *env, jobjectArray array, jsize index), (array, index)) \
    FN(174, void, SetObjectArrayElement, (JNIEnv *env, jobjectArray array, jsize index, jobject val), (array, index, val)) \
    FN(175, jbooleanArray, NewBooleanArray, (JNIEnv *env, jsize len), (len)) \
    FN(176, jbyteArray, NewByteArray, (JNIEnv *env, jsize len), (len)) \
    FN(177, jcharArray, NewCharArray, (JNIEnv *env, jsize len), (len)) \
    FN(178, jshortArray, NewShortArray, (JNIEnv *env, jsize len), (len)) \
    FN(179, jintArray, NewIntArray, (JNIEnv *env, jsize len), (len)) \
    FN(180, jlongArray, NewLongArray, (JNIEnv *env, jsize len), (len)) \
    FN(181, jfloatArray, NewFloatArray, (JNIEnv *env, jsize len), (len)) \
    FN(182, jdoubleArray, NewDoubleArray, (JNIEnv *env, jsize len), (len)) \
    FN(183, jboolean*, GetBooleanArrayElements, (JNIEnv *env, jbooleanArray array, jboolean *isCopy), (array, isCopy)) \
    FN(184, jbyte*, GetByteArrayElements, (JNIEnv *env, jbyteArray array, jboolean *isCopy), (array, isCopy)) \
    FN(185, jchar*, GetCharArrayElements, (JNIEnv *env, jcharArray array, jboolean *isCopy), (array, isCopy)) \
    FN(186, jshort*, GetShortArrayElements, (JNIEnv *env, jshortArray array, jboolean *isCopy), (array, isCopy)) \
    FN(187, jint*, GetIntArrayElements, (JNIEnv *env, jintArray array, jboolean *isCopy), (array, isCopy)) \
    FN(188, jlong*, GetLongArrayElements, (JNIEnv *env, jlongArray array, jboolean *isCopy), (array, isCopy)) \
    FN(189, jfloat*, GetFloatArrayElements, (JNIEnv *env, jfloatArray array, jboolean *isCopy), (array, isCopy)) \
    FN(190, jdouble*, GetDoubleArrayElements, (JNIEnv *env, jdoubleArray array, jboolean *isCopy), (array, isCopy)) \
    FN(191, void, ReleaseBooleanArrayElements, (JNIEnv *env, jbooleanArray array, jboolean *elems, jint mode), (array, elems, mode)) \
    FN(192, void, ReleaseByteArrayElements, (JNIEnv *env, jbyteArray array, jbyte *elems, jint mode), (array, elems, mode)) \
    FN(193, void, ReleaseCharArrayElements, (JNIEnv *env, jcharArray array, jchar *elems, jint mode), (array, elems, mode)) \
    FN(194, void, ReleaseShortArrayElements, (JNIEnv *env, jshortArray array, jshort *elems, jint mode), (array, elems, mode)) \
    FN(195, void, ReleaseIntArrayElements, (JNIEnv *env, jintArray array, jint *elems, jint mode), (array, elems, mode)) \
    FN(196, void, ReleaseLongArrayElements, (JNIEnv *env, jlongArray array, jlong *elems, jint mode), (array, elems, mode)) \
    FN(197, void, ReleaseFloatArrayElements, (JNIEnv *env, jfloatArray array, jfloat *elems, jint mode), (array, elems, mode)) \
    FN(198, void, ReleaseDoubleArrayElements, (JNIEnv *env, jdoubleArray array, jdouble *elems, jint mode), (array, elems, mode)) \
    FN(199, void, GetBooleanArrayRegion, (JNIEnv *env, jbooleanArray array, jsize start, jsize len, jboolean *buf), (array, start, len, buf)) \
    FN(200, void, GetByteArrayRegion, (JNIEnv *env, jbyteArray array, jsize start, jsize len, jbyte *buf), (array, start, len, buf)) \
    FN(201, void, GetCharArrayRegion, (JNIEnv *env, jcharArray array, jsize start, jsize len, jchar *buf), (array, start, len, buf)) \
    FN(202, void, GetShortArrayRegion, (JNIEnv *env, jshortArray array, jsize start, jsize len, jshort *buf), (array, start, len, buf)) \
    FN(203, void, GetIntArrayRegion, (JNIEnv *env, jintArray array, jsize start, jsize len, jint *buf), (array, start, len, buf)) \
    FN(204, void, GetLongArrayRegion, (JNIEnv *env, jlongArray array, jsize start, jsize len, jlong *buf), (array, start, len, buf)) \
    FN(205, void, GetFloatArrayRegion, (JNIEnv *env, jfloatArray array, jsize start, jsize len, jfloat *buf), (array, start, len, buf)) \
    FN(206, void, GetDoubleArrayRegion, (JNIEnv *env, jdoubleArray array, jsize start, jsize len, jdouble *buf), (array, start, len, buf)) \
    FN(207, void, SetBooleanArrayRegion, (JNIEnv *env, jbooleanArray array, jsize start, jsize len, const jboolean *buf), (array, start, len, buf)) \
    FN(208, void, SetByteArrayRegion, (JNIEnv *env, jbyteArray array, jsize start, jsize len, const jbyte *buf), (array, start, len, buf)) \
    FN(209, void, SetCharArrayRegion, (JNIEnv *env, jcharArray array, jsize start, jsize len, const jchar *buf), (array, start, len, buf)) \
    FN(210, void, SetShortArrayRegion, (JNIEnv *env, jshortArray array, jsize start, jsize len, const jshort *buf), (array, start, len, buf)) \
    FN(211, void, SetIntArrayRegion, (JNIEnv *env, jintArray array, jsize start, jsize len, const jint *buf), (array, start, len, buf)) \
    FN(212, void, SetLongArrayRegion, (JNIEnv *env, jlongArray array, jsize start, jsize len, const jlong *buf), (array, start, len, buf)) \
    FN(213, void, SetFloatArrayRegion, (JNIEnv *env, jfloatArray array, jsize start, jsize len, const jfloat *buf), (array, start, len, buf)) \
    FN(214, void, SetDoubleArrayRegion, (JNIEnv *env, jdoubleArray array, jsize start, jsize len, const jdouble *buf), (array, start, len, buf)) \
    /* Native method registration and monitors. */ \
    FN(215, jint, RegisterNatives, (JNIEnv *env, jclass clazz, const JNINativeMethod *methods, jint nMethods), (clazz, methods, nMethods)) \
    FN(216, jint, UnregisterNatives, (JNIEnv *env, jclass clazz), (clazz)) \
    FN(217, jint, MonitorEnter, (JNIEnv *env, jobject obj), (obj)) \
    FN(218, jint, MonitorExit, (JNIEnv *env, jobject obj), (obj)) \
    /* JNI 1.2: VM, regions, critical access, weak references, ExceptionCheck. */ \
    FN(219, jint, GetJavaVM, (JNIEnv *env, JavaVM **vm), (vm)) \
    FN(220, void, GetStringRegion, (JNIEnv *env, jstring str, jsize start, jsize len, jchar *buf), (str, start, len, buf)) \
    FN(221, void, GetStringUTFRegion, (JNIEnv *env, jstring str, jsize start, jsize len, char *buf), (str, start, len, buf)) \
    FN(222, void*, GetPrimitiveArrayCritical, (JNIEnv *env, jarray array, jboolean *isCopy), (array, isCopy)) \
    FN(223, void, ReleasePrimitiveArrayCritical, (JNIEnv *env, jarray array, void *carray, jint mode), (array, carray, mode)) \
    FN(224, const jchar*, GetStringCritical, (JNIEnv *env, jstring str, jboolean *isCopy), (str, isCopy)) \
    FN(225, void, ReleaseStringCritical, (JNIEnv *env, jstring str, const jchar *chars), (str, chars)) \
    FN(226, jweak, NewWeakGlobalRef, (JNIEnv *env, jobject obj), (obj)) \
    FN(227, void, DeleteWeakGlobalRef, (JNIEnv *env, jweak ref), (ref)) \
    FN0(228, jboolean, ExceptionCheck, (JNIEnv *env)) \
    /* JNI 1.4: direct buffers. */ \
    FN(229, jobject, NewDirectByteBuffer, (JNIEnv *env, void *address, jlong capacity), (address, capacity)) \
    FN(230, void*, GetDirectBufferAddress, (JNIEnv *env, jobject buf), (buf)) \
    FN(231, jlong, GetDirectBufferCapacity, (JNIEnv *env, jobject buf), (buf)) \
    /* JNI 1.6. */ \
    FN(232, jobjectRefType, GetObjectRefType, (JNIEnv *env, jobject obj), (obj)) \
    /* JNI 9: modules.  IsVirtualThread (slot 234) arrived in JDK 21 and is absent. */ \
    FN(233, jobject, GetModule, (JNIEnv *env, jclass clazz), (clazz))

/* Helpers for expanding the slot lists; not part of the JNI API. */
#define AGENTVM_JNI_MEMBER_RSV(slot, member) void *member;
#define AGENTVM_JNI_MEMBER_FN0(slot, ret, name, params) \
    ret (JNICALL *name) params;
#define AGENTVM_JNI_MEMBER_FN(slot, ret, name, params, args) \
    ret (JNICALL *name) params;
#define AGENTVM_JNI_MEMBER_VAR(slot, ret, name, params, last, args) \
    ret (JNICALL *name) params;

struct JNINativeInterface_ {
    AGENTVM_JNI_ENV_SLOTS(AGENTVM_JNI_MEMBER_RSV, AGENTVM_JNI_MEMBER_FN0,
                          AGENTVM_JNI_MEMBER_FN, AGENTVM_JNI_MEMBER_VAR,
                          AGENTVM_JNI_MEMBER_VAR)
};

#ifdef __cplusplus
/*
 * C++ wrappers: each forwards to its slot with `this` as the first
 * argument.  A variadic entry collects its arguments into a va_list and
 * calls the slot's va_list twin, exactly as a C caller would.  These
 * use variadic macros, so C++98 -pedantic warns; C++11 and later are clean.
 */
#define AGENTVM_JNI_UNPAREN(...) __VA_ARGS__
#define AGENTVM_JNI_DROP_SELF(self, ...) __VA_ARGS__
#define AGENTVM_JNI_WRAP_RSV(slot, member)
#define AGENTVM_JNI_WRAP_FN0(slot, ret, name, params) \
    ret name() { return functions->name(this); }
#define AGENTVM_JNI_WRAP_FN(slot, ret, name, params, args) \
    ret name(AGENTVM_JNI_DROP_SELF params) { \
        return functions->name(this, AGENTVM_JNI_UNPAREN args); \
    }
#define AGENTVM_JNI_WRAP_VAR(slot, ret, name, params, last, args) \
    ret name(AGENTVM_JNI_DROP_SELF params) { \
        va_list ap; \
        va_start(ap, last); \
        ret result = functions->name##V(this, AGENTVM_JNI_UNPAREN args, ap); \
        va_end(ap); \
        return result; \
    }
#define AGENTVM_JNI_WRAP_VARV(slot, ret, name, params, last, args) \
    void name(AGENTVM_JNI_DROP_SELF params) { \
        va_list ap; \
        va_start(ap, last); \
        functions->name##V(this, AGENTVM_JNI_UNPAREN args, ap); \
        va_end(ap); \
    }
#endif /* __cplusplus */

struct JNIEnv_ {
    const struct JNINativeInterface_ *functions;
#ifdef __cplusplus
    AGENTVM_JNI_ENV_SLOTS(AGENTVM_JNI_WRAP_RSV, AGENTVM_JNI_WRAP_FN0,
                          AGENTVM_JNI_WRAP_FN, AGENTVM_JNI_WRAP_VAR,
                          AGENTVM_JNI_WRAP_VARV)
#endif
};

/* ---- Invocation interface ---------------------------------------------- */

/*
 * One -X or -D style option for JNI_CreateJavaVM.  extraInfo carries the
 * hook for the special options "vfprintf", "exit" and "abort".
 */
typedef struct JavaVMOption {
    char *optionString;
    void *extraInfo;
} JavaVMOption;

typedef struct JavaVMInitArgs {
    jint version;
    jint nOptions;
    JavaVMOption *options;
    jboolean ignoreUnrecognized;
} JavaVMInitArgs;

/* Optional argument of AttachCurrentThread(AsDaemon). */
typedef struct JavaVMAttachArgs {
    jint version;
    char *name;       /* modified UTF-8 thread name, or NULL */
    jobject group;    /* global ref of the ThreadGroup, or NULL */
} JavaVMAttachArgs;

/* The JavaVM function table, in the same notation as the JNIEnv one. */
#define AGENTVM_JNI_VM_SLOTS(RSV, FN0, FN) \
    RSV(0, reserved0) \
    RSV(1, reserved1) \
    RSV(2, reserved2) \
    FN0(3, jint, DestroyJavaVM, (JavaVM *vm)) \
    FN(4, jint, AttachCurrentThread, (JavaVM *vm, void **penv, void *args), (penv, args)) \
    FN0(5, jint, DetachCurrentThread, (JavaVM *vm)) \
    FN(6, jint, GetEnv, (JavaVM *vm, void **penv, jint version), (penv, version)) \
    FN(7, jint, AttachCurrentThreadAsDaemon, (JavaVM *vm, void **penv, void *args), (penv, args))

struct JNIInvokeInterface_ {
    AGENTVM_JNI_VM_SLOTS(AGENTVM_JNI_MEMBER_RSV, AGENTVM_JNI_MEMBER_FN0,
                         AGENTVM_JNI_MEMBER_FN)
};

struct JavaVM_ {
    const struct JNIInvokeInterface_ *functions;
#ifdef __cplusplus
    AGENTVM_JNI_VM_SLOTS(AGENTVM_JNI_WRAP_RSV, AGENTVM_JNI_WRAP_FN0,
                         AGENTVM_JNI_WRAP_FN)
#endif
};

/*
 * Exported by the VM library.  The VM's own build defines
 * AGENTVM_BUILDING_VM so that the definitions are marked for export.
 */
#ifdef AGENTVM_BUILDING_VM
#  define AGENTVM_JNI_API JNIEXPORT
#else
#  define AGENTVM_JNI_API JNIIMPORT
#endif

AGENTVM_JNI_API jint JNICALL JNI_GetDefaultJavaVMInitArgs(void *args);
AGENTVM_JNI_API jint JNICALL JNI_CreateJavaVM(JavaVM **pvm, void **penv, void *args);
AGENTVM_JNI_API jint JNICALL JNI_GetCreatedJavaVMs(JavaVM **vmBuf, jsize bufLen, jsize *nVMs);

/* Exported by native libraries, called by the VM on load and unload. */
JNIEXPORT jint JNICALL JNI_OnLoad(JavaVM *vm, void *reserved);
JNIEXPORT void JNICALL JNI_OnUnload(JavaVM *vm, void *reserved);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* AGENTVM_JNI_H */
