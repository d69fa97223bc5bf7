/*
 * jni_md.h - platform part of the JNI ABI for agentvm.
 *
 * Linux/ELF, GCC or Clang.  The three machine-dependent integer types and
 * the linkage/calling-convention macros live here, as the JNI
 * specification asks; everything else is in jni.h.
 */
#ifndef AGENTVM_JNI_MD_H
#define AGENTVM_JNI_MD_H

/*
 * Symbols that a native library or agent exports to the VM (JNI_OnLoad,
 * Agent_OnLoad, Java_pkg_Class_method) and that the VM exports to
 * embedders (JNI_CreateJavaVM) must stay visible even when the rest of the
 * library is built with -fvisibility=hidden.  A project may predefine
 * JNIEXPORT to override this.
 */
#if defined(__GNUC__) || defined(__clang__)
#  ifndef JNIEXPORT
#    define JNIEXPORT __attribute__((visibility("default")))
#  endif
#  define JNIIMPORT __attribute__((visibility("default")))
#else
#  ifndef JNIEXPORT
#    define JNIEXPORT
#  endif
#  define JNIIMPORT
#endif

/* The platform C calling convention is the JNI calling convention here. */
#define JNICALL

/*
 * jint is 32 bits, jbyte 8 bits signed, jlong 64 bits.  On LP64 targets
 * jlong is "long" (not "long long"): C++ name mangling of agent code
 * depends on the exact type, not only on its width.
 */
typedef int jint;
typedef signed char jbyte;
#if defined(_LP64) || defined(__LP64__)
typedef long jlong;
#else
typedef long long jlong;
#endif

#endif /* AGENTVM_JNI_MD_H */
