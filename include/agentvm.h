/*
 * agentvm.h - embedding agentvm in a C or C++ program.
 *
 * A host links with libagentvm.so (pkg-config name "agentvm") and uses
 * the standard JNI invocation API declared in jni.h:
 *
 *   JNI_GetDefaultJavaVMInitArgs  JNI_OK for JNI_VERSION_1_2 ... JNI_VERSION_10
 *   JNI_CreateJavaVM              creates the one VM of the process on the
 *                                 calling thread, which becomes the "main"
 *                                 Java thread; JNI_EEXIST while a VM lives,
 *                                 JNI_ERR after DestroyJavaVM
 *   JNI_GetCreatedJavaVMs         the live VM, if any
 *
 * and the JavaVM functions DestroyJavaVM, AttachCurrentThread,
 * AttachCurrentThreadAsDaemon, DetachCurrentThread and GetEnv.
 *
 * JavaVMInitArgs.options take the VM options of the agentvm command:
 * -Djava.class.path=<path> (the application class path; "." when not
 * given), -D<name>=<value>, -Xmx/-Xms/-Xss<size>, -verbose:class|gc|jni,
 * -Xbootclasspath:<jar> (replaces <home>/lib/classlib.jar),
 * -Xbootclasspath/a:<path>, -XX:..., and the agent options -agentlib:,
 * -agentpath:, -Xrun (loaded before the VM is created). The special
 * options "vfprintf", "exit" and "abort" pass hooks in extraInfo. With
 * ignoreUnrecognized, unknown options that begin with "-X" or "_" are
 * skipped; any other unknown option makes JNI_CreateJavaVM fail with
 * JNI_ERR. JAVA_TOOL_OPTIONS is read first, as HotSpot does.
 *
 * The VM finds its class library in <home>/lib/classlib.jar, where <home>
 * is $AGENTVM_HOME or else the parent of the directory holding
 * libagentvm.so.
 */
#ifndef AGENTVM_H
#define AGENTVM_H

#include "jni.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The newest JNI version this VM implements (GetVersion answers it). */
#define AGENTVM_JNI_VERSION JNI_VERSION_10

/* The library's version, "major.minor.patch". */
AGENTVM_JNI_API const char *agentvm_version(void);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* AGENTVM_H */
