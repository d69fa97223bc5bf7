/*
 * abi_names.h - every name the ABI comparison inspects.
 *
 * Only names: the dump programs expand these lists against whichever
 * jni.h/jvmti.h they are compiled with, so a list entry missing from one
 * header breaks that build and a difference in position, size, value or
 * type shows up in the output diff.  The names are those of the JDK 17
 * headers (the reference ABI); reserved table slots are listed with R so
 * that C++ wrapper checks can skip them.
 */
#ifndef ABI_NAMES_H
#define ABI_NAMES_H

/* Type names, for sizeof and (from C++) typeid. */
#define ABI_TYPES(X) \
    X(jint) \
    X(jlong) \
    X(jbyte) \
    X(jboolean) \
    X(jchar) \
    X(jshort) \
    X(jfloat) \
    X(jdouble) \
    X(jsize) \
    X(JNIEnv) \
    X(JNINativeMethod) \
    X(JavaVM) \
    X(JavaVMAttachArgs) \
    X(JavaVMInitArgs) \
    X(JavaVMOption) \
    X(jarray) \
    X(jbooleanArray) \
    X(jbyteArray) \
    X(jcharArray) \
    X(jclass) \
    X(jdoubleArray) \
    X(jfieldID) \
    X(jfloatArray) \
    X(jintArray) \
    X(jlocation) \
    X(jlongArray) \
    X(jmethodID) \
    X(jniNativeInterface) \
    X(jobject) \
    X(jobjectArray) \
    X(jobjectRefType) \
    X(jrawMonitorID) \
    X(jshortArray) \
    X(jstring) \
    X(jthread) \
    X(jthreadGroup) \
    X(jthrowable) \
    X(jvalue) \
    X(jvmtiAddrLocationMap) \
    X(jvmtiCapabilities) \
    X(jvmtiClassDefinition) \
    X(jvmtiEnv) \
    X(jvmtiError) \
    X(jvmtiEvent) \
    X(jvmtiEventCallbacks) \
    X(jvmtiEventMode) \
    X(jvmtiExtensionEventInfo) \
    X(jvmtiExtensionFunctionInfo) \
    X(jvmtiFrameInfo) \
    X(jvmtiHeapCallbacks) \
    X(jvmtiHeapObjectFilter) \
    X(jvmtiHeapReferenceInfo) \
    X(jvmtiHeapReferenceInfoArray) \
    X(jvmtiHeapReferenceInfoConstantPool) \
    X(jvmtiHeapReferenceInfoField) \
    X(jvmtiHeapReferenceInfoJniLocal) \
    X(jvmtiHeapReferenceInfoReserved) \
    X(jvmtiHeapReferenceInfoStackLocal) \
    X(jvmtiHeapReferenceKind) \
    X(jvmtiHeapRootKind) \
    X(jvmtiInterface_1) \
    X(jvmtiIterationControl) \
    X(jvmtiJlocationFormat) \
    X(jvmtiLineNumberEntry) \
    X(jvmtiLocalVariableEntry) \
    X(jvmtiMonitorStackDepthInfo) \
    X(jvmtiMonitorUsage) \
    X(jvmtiObjectReferenceKind) \
    X(jvmtiParamInfo) \
    X(jvmtiParamKind) \
    X(jvmtiParamTypes) \
    X(jvmtiPhase) \
    X(jvmtiPrimitiveType) \
    X(jvmtiStackInfo) \
    X(jvmtiThreadGroupInfo) \
    X(jvmtiThreadInfo) \
    X(jvmtiTimerInfo) \
    X(jvmtiTimerKind) \
    X(jvmtiVerboseFlag) \
    X(jweak) \
    /* end of list */

/* Function-pointer typedefs (callbacks), for typeid from C++. */
#define ABI_CALLBACK_TYPES(X) \
    X(jvmtiStartFunction) \
    X(jvmtiHeapIterationCallback) \
    X(jvmtiHeapReferenceCallback) \
    X(jvmtiPrimitiveFieldCallback) \
    X(jvmtiArrayPrimitiveValueCallback) \
    X(jvmtiStringPrimitiveValueCallback) \
    X(jvmtiReservedCallback) \
    X(jvmtiHeapObjectCallback) \
    X(jvmtiHeapRootCallback) \
    X(jvmtiStackReferenceCallback) \
    X(jvmtiObjectReferenceCallback) \
    X(jvmtiExtensionFunction) \
    X(jvmtiExtensionEvent) \
    X(jvmtiEventReserved) \
    X(jvmtiEventBreakpoint) \
    X(jvmtiEventClassFileLoadHook) \
    X(jvmtiEventClassLoad) \
    X(jvmtiEventClassPrepare) \
    X(jvmtiEventCompiledMethodLoad) \
    X(jvmtiEventCompiledMethodUnload) \
    X(jvmtiEventDataDumpRequest) \
    X(jvmtiEventDynamicCodeGenerated) \
    X(jvmtiEventException) \
    X(jvmtiEventExceptionCatch) \
    X(jvmtiEventFieldAccess) \
    X(jvmtiEventFieldModification) \
    X(jvmtiEventFramePop) \
    X(jvmtiEventGarbageCollectionFinish) \
    X(jvmtiEventGarbageCollectionStart) \
    X(jvmtiEventMethodEntry) \
    X(jvmtiEventMethodExit) \
    X(jvmtiEventMonitorContendedEnter) \
    X(jvmtiEventMonitorContendedEntered) \
    X(jvmtiEventMonitorWait) \
    X(jvmtiEventMonitorWaited) \
    X(jvmtiEventNativeMethodBind) \
    X(jvmtiEventObjectFree) \
    X(jvmtiEventResourceExhausted) \
    X(jvmtiEventSampledObjectAlloc) \
    X(jvmtiEventSingleStep) \
    X(jvmtiEventThreadEnd) \
    X(jvmtiEventThreadStart) \
    X(jvmtiEventVMDeath) \
    X(jvmtiEventVMInit) \
    X(jvmtiEventVMObjectAlloc) \
    X(jvmtiEventVMStart) \
    /* end of list */

/* struct JNINativeInterface_ slots in table order; X(table, slot) or R(table, reserved slot). */
#define ABI_SLOTS_JNI_ENV(X, R) \
    R(struct JNINativeInterface_, reserved0) \
    R(struct JNINativeInterface_, reserved1) \
    R(struct JNINativeInterface_, reserved2) \
    R(struct JNINativeInterface_, reserved3) \
    X(struct JNINativeInterface_, GetVersion) \
    X(struct JNINativeInterface_, DefineClass) \
    X(struct JNINativeInterface_, FindClass) \
    X(struct JNINativeInterface_, FromReflectedMethod) \
    X(struct JNINativeInterface_, FromReflectedField) \
    X(struct JNINativeInterface_, ToReflectedMethod) \
    X(struct JNINativeInterface_, GetSuperclass) \
    X(struct JNINativeInterface_, IsAssignableFrom) \
    X(struct JNINativeInterface_, ToReflectedField) \
    X(struct JNINativeInterface_, Throw) \
    X(struct JNINativeInterface_, ThrowNew) \
    X(struct JNINativeInterface_, ExceptionOccurred) \
    X(struct JNINativeInterface_, ExceptionDescribe) \
    X(struct JNINativeInterface_, ExceptionClear) \
    X(struct JNINativeInterface_, FatalError) \
    X(struct JNINativeInterface_, PushLocalFrame) \
    X(struct JNINativeInterface_, PopLocalFrame) \
    X(struct JNINativeInterface_, NewGlobalRef) \
    X(struct JNINativeInterface_, DeleteGlobalRef) \
    X(struct JNINativeInterface_, DeleteLocalRef) \
    X(struct JNINativeInterface_, IsSameObject) \
    X(struct JNINativeInterface_, NewLocalRef) \
    X(struct JNINativeInterface_, EnsureLocalCapacity) \
    X(struct JNINativeInterface_, AllocObject) \
    X(struct JNINativeInterface_, NewObject) \
    X(struct JNINativeInterface_, NewObjectV) \
    X(struct JNINativeInterface_, NewObjectA) \
    X(struct JNINativeInterface_, GetObjectClass) \
    X(struct JNINativeInterface_, IsInstanceOf) \
    X(struct JNINativeInterface_, GetMethodID) \
    X(struct JNINativeInterface_, CallObjectMethod) \
    X(struct JNINativeInterface_, CallObjectMethodV) \
    X(struct JNINativeInterface_, CallObjectMethodA) \
    X(struct JNINativeInterface_, CallBooleanMethod) \
    X(struct JNINativeInterface_, CallBooleanMethodV) \
    X(struct JNINativeInterface_, CallBooleanMethodA) \
    X(struct JNINativeInterface_, CallByteMethod) \
    X(struct JNINativeInterface_, CallByteMethodV) \
    X(struct JNINativeInterface_, CallByteMethodA) \
    X(struct JNINativeInterface_, CallCharMethod) \
    X(struct JNINativeInterface_, CallCharMethodV) \
    X(struct JNINativeInterface_, CallCharMethodA) \
    X(struct JNINativeInterface_, CallShortMethod) \
    X(struct JNINativeInterface_, CallShortMethodV) \
    X(struct JNINativeInterface_, CallShortMethodA) \
    X(struct JNINativeInterface_, CallIntMethod) \
    X(struct JNINativeInterface_, CallIntMethodV) \
    X(struct JNINativeInterface_, CallIntMethodA) \
    X(struct JNINativeInterface_, CallLongMethod) \
    X(struct JNINativeInterface_, CallLongMethodV) \
    X(struct JNINativeInterface_, CallLongMethodA) \
    X(struct JNINativeInterface_, CallFloatMethod) \
    X(struct JNINativeInterface_, CallFloatMethodV) \
    X(struct JNINativeInterface_, CallFloatMethodA) \
    X(struct JNINativeInterface_, CallDoubleMethod) \
    X(struct JNINativeInterface_, CallDoubleMethodV) \
    X(struct JNINativeInterface_, CallDoubleMethodA) \
    X(struct JNINativeInterface_, CallVoidMethod) \
    X(struct JNINativeInterface_, CallVoidMethodV) \
    X(struct JNINativeInterface_, CallVoidMethodA) \
    X(struct JNINativeInterface_, CallNonvirtualObjectMethod) \
    X(struct JNINativeInterface_, CallNonvirtualObjectMethodV) \
    X(struct JNINativeInterface_, CallNonvirtualObjectMethodA) \
    X(struct JNINativeInterface_, CallNonvirtualBooleanMethod) \
    X(struct JNINativeInterface_, CallNonvirtualBooleanMethodV) \
    X(struct JNINativeInterface_, CallNonvirtualBooleanMethodA) \
    X(struct JNINativeInterface_, CallNonvirtualByteMethod) \
    X(struct JNINativeInterface_, CallNonvirtualByteMethodV) \
    X(struct JNINativeInterface_, CallNonvirtualByteMethodA) \
    X(struct JNINativeInterface_, CallNonvirtualCharMethod) \
    X(struct JNINativeInterface_, CallNonvirtualCharMethodV) \
    X(struct JNINativeInterface_, CallNonvirtualCharMethodA) \
    X(struct JNINativeInterface_, CallNonvirtualShortMethod) \
    X(struct JNINativeInterface_, CallNonvirtualShortMethodV) \
    X(struct JNINativeInterface_, CallNonvirtualShortMethodA) \
    X(struct JNINativeInterface_, CallNonvirtualIntMethod) \
    X(struct JNINativeInterface_, CallNonvirtualIntMethodV) \
    X(struct JNINativeInterface_, CallNonvirtualIntMethodA) \
    X(struct JNINativeInterface_, CallNonvirtualLongMethod) \
    X(struct JNINativeInterface_, CallNonvirtualLongMethodV) \
    X(struct JNINativeInterface_, CallNonvirtualLongMethodA) \
    X(struct JNINativeInterface_, CallNonvirtualFloatMethod) \
    X(struct JNINativeInterface_, CallNonvirtualFloatMethodV) \
    X(struct JNINativeInterface_, CallNonvirtualFloatMethodA) \
    X(struct JNINativeInterface_, CallNonvirtualDoubleMethod) \
    X(struct JNINativeInterface_, CallNonvirtualDoubleMethodV) \
    X(struct JNINativeInterface_, CallNonvirtualDoubleMethodA) \
    X(struct JNINativeInterface_, CallNonvirtualVoidMethod) \
    X(struct JNINativeInterface_, CallNonvirtualVoidMethodV) \
    X(struct JNINativeInterface_, CallNonvirtualVoidMethodA) \
    X(struct JNINativeInterface_, GetFieldID) \
    X(struct JNINativeInterface_, GetObjectField) \
    X(struct JNINativeInterface_, GetBooleanField) \
    X(struct JNINativeInterface_, GetByteField) \
    X(struct JNINativeInterface_, GetCharField) \
    X(struct JNINativeInterface_, GetShortField) \
    X(struct JNINativeInterface_, GetIntField) \
    X(struct JNINativeInterface_, GetLongField) \
    X(struct JNINativeInterface_, GetFloatField) \
    X(struct JNINativeInterface_, GetDoubleField) \
    X(struct JNINativeInterface_, SetObjectField) \
    X(struct JNINativeInterface_, SetBooleanField) \
    X(struct JNINativeInterface_, SetByteField) \
    X(struct JNINativeInterface_, SetCharField) \
    X(struct JNINativeInterface_, SetShortField) \
    X(struct JNINativeInterface_, SetIntField) \
    X(struct JNINativeInterface_, SetLongField) \
    X(struct JNINativeInterface_, SetFloatField) \
    X(struct JNINativeInterface_, SetDoubleField) \
    X(struct JNINativeInterface_, GetStaticMethodID) \
    X(struct JNINativeInterface_, CallStaticObjectMethod) \
    X(struct JNINativeInterface_, CallStaticObjectMethodV) \
    X(struct JNINativeInterface_, CallStaticObjectMethodA) \
    X(struct JNINativeInterface_, CallStaticBooleanMethod) \
    X(struct JNINativeInterface_, CallStaticBooleanMethodV) \
    X(struct JNINativeInterface_, CallStaticBooleanMethodA) \
    X(struct JNINativeInterface_, CallStaticByteMethod) \
    X(struct JNINativeInterface_, CallStaticByteMethodV) \
    X(struct JNINativeInterface_, CallStaticByteMethodA) \
    X(struct JNINativeInterface_, CallStaticCharMethod) \
    X(struct JNINativeInterface_, CallStaticCharMethodV) \
    X(struct JNINativeInterface_, CallStaticCharMethodA) \
    X(struct JNINativeInterface_, CallStaticShortMethod) \
    X(struct JNINativeInterface_, CallStaticShortMethodV) \
    X(struct JNINativeInterface_, CallStaticShortMethodA) \
    X(struct JNINativeInterface_, CallStaticIntMethod) \
    X(struct JNINativeInterface_, CallStaticIntMethodV) \
    X(struct JNINativeInterface_, CallStaticIntMethodA) \
    X(struct JNINativeInterface_, CallStaticLongMethod) \
    X(struct JNINativeInterface_, CallStaticLongMethodV) \
    X(struct JNINativeInterface_, CallStaticLongMethodA) \
    X(struct JNINativeInterface_, CallStaticFloatMethod) \
    X(struct JNINativeInterface_, CallStaticFloatMethodV) \
    X(struct JNINativeInterface_, CallStaticFloatMethodA) \
    X(struct JNINativeInterface_, CallStaticDoubleMethod) \
    X(struct JNINativeInterface_, CallStaticDoubleMethodV) \
    X(struct JNINativeInterface_, CallStaticDoubleMethodA) \
    X(struct JNINativeInterface_, CallStaticVoidMethod) \
    X(struct JNINativeInterface_, CallStaticVoidMethodV) \
    X(struct JNINativeInterface_, CallStaticVoidMethodA) \
    X(struct JNINativeInterface_, GetStaticFieldID) \
    X(struct JNINativeInterface_, GetStaticObjectField) \
    X(struct JNINativeInterface_, GetStaticBooleanField) \
    X(struct JNINativeInterface_, GetStaticByteField) \
    X(struct JNINativeInterface_, GetStaticCharField) \
    X(struct JNINativeInterface_, GetStaticShortField) \
    X(struct JNINativeInterface_, GetStaticIntField) \
    X(struct JNINativeInterface_, GetStaticLongField) \
    X(struct JNINativeInterface_, GetStaticFloatField) \
    X(struct JNINativeInterface_, GetStaticDoubleField) \
    X(struct JNINativeInterface_, SetStaticObjectField) \
    X(struct JNINativeInterface_, SetStaticBooleanField) \
    X(struct JNINativeInterface_, SetStaticByteField) \
    X(struct JNINativeInterface_, SetStaticCharField) \
    X(struct JNINativeInterface_, SetStaticShortField) \
    X(struct JNINativeInterface_, SetStaticIntField) \
    X(struct JNINativeInterface_, SetStaticLongField) \
    X(struct JNINativeInterface_, SetStaticFloatField) \
    X(struct JNINativeInterface_, SetStaticDoubleField) \
    X(struct JNINativeInterface_, NewString) \
    X(struct JNINativeInterface_, GetStringLength) \
    X(struct JNINativeInterface_, GetStringChars) \
    X(struct JNINativeInterface_, ReleaseStringChars) \
    X(struct JNINativeInterface_, NewStringUTF) \
    X(struct JNINativeInterface_, GetStringUTFLength) \
    X(struct JNINativeInterface_, GetStringUTFChars) \
    X(struct JNINativeInterface_, ReleaseStringUTFChars) \
    X(struct JNINativeInterface_, GetArrayLength) \
    X(struct JNINativeInterface_, NewObjectArray) \
    X(struct JNINativeInterface_, GetObjectArrayElement) \
    X(struct JNINativeInterface_, SetObjectArrayElement) \
    X(struct JNINativeInterface_, NewBooleanArray) \
    X(struct JNINativeInterface_, NewByteArray) \
    X(struct JNINativeInterface_, NewCharArray) \
    X(struct JNINativeInterface_, NewShortArray) \
    X(struct JNINativeInterface_, NewIntArray) \
    X(struct JNINativeInterface_, NewLongArray) \
    X(struct JNINativeInterface_, NewFloatArray) \
    X(struct JNINativeInterface_, NewDoubleArray) \
    X(struct JNINativeInterface_, GetBooleanArrayElements) \
    X(struct JNINativeInterface_, GetByteArrayElements) \
    X(struct JNINativeInterface_, GetCharArrayElements) \
    X(struct JNINativeInterface_, GetShortArrayElements) \
    X(struct JNINativeInterface_, GetIntArrayElements) \
    X(struct JNINativeInterface_, GetLongArrayElements) \
    X(struct JNINativeInterface_, GetFloatArrayElements) \
    X(struct JNINativeInterface_, GetDoubleArrayElements) \
    X(struct JNINativeInterface_, ReleaseBooleanArrayElements) \
    X(struct JNINativeInterface_, ReleaseByteArrayElements) \
    X(struct JNINativeInterface_, ReleaseCharArrayElements) \
    X(struct JNINativeInterface_, ReleaseShortArrayElements) \
    X(struct JNINativeInterface_, ReleaseIntArrayElements) \
    X(struct JNINativeInterface_, ReleaseLongArrayElements) \
    X(struct JNINativeInterface_, ReleaseFloatArrayElements) \
    X(struct JNINativeInterface_, ReleaseDoubleArrayElements) \
    X(struct JNINativeInterface_, GetBooleanArrayRegion) \
    X(struct JNINativeInterface_, GetByteArrayRegion) \
    X(struct JNINativeInterface_, GetCharArrayRegion) \
    X(struct JNINativeInterface_, GetShortArrayRegion) \
    X(struct JNINativeInterface_, GetIntArrayRegion) \
    X(struct JNINativeInterface_, GetLongArrayRegion) \
    X(struct JNINativeInterface_, GetFloatArrayRegion) \
    X(struct JNINativeInterface_, GetDoubleArrayRegion) \
    X(struct JNINativeInterface_, SetBooleanArrayRegion) \
    X(struct JNINativeInterface_, SetByteArrayRegion) \
    X(struct JNINativeInterface_, SetCharArrayRegion) \
    X(struct JNINativeInterface_, SetShortArrayRegion) \
    X(struct JNINativeInterface_, SetIntArrayRegion) \
    X(struct JNINativeInterface_, SetLongArrayRegion) \
    X(struct JNINativeInterface_, SetFloatArrayRegion) \
    X(struct JNINativeInterface_, SetDoubleArrayRegion) \
    X(struct JNINativeInterface_, RegisterNatives) \
    X(struct JNINativeInterface_, UnregisterNatives) \
    X(struct JNINativeInterface_, MonitorEnter) \
    X(struct JNINativeInterface_, MonitorExit) \
    X(struct JNINativeInterface_, GetJavaVM) \
    X(struct JNINativeInterface_, GetStringRegion) \
    X(struct JNINativeInterface_, GetStringUTFRegion) \
    X(struct JNINativeInterface_, GetPrimitiveArrayCritical) \
    X(struct JNINativeInterface_, ReleasePrimitiveArrayCritical) \
    X(struct JNINativeInterface_, GetStringCritical) \
    X(struct JNINativeInterface_, ReleaseStringCritical) \
    X(struct JNINativeInterface_, NewWeakGlobalRef) \
    X(struct JNINativeInterface_, DeleteWeakGlobalRef) \
    X(struct JNINativeInterface_, ExceptionCheck) \
    X(struct JNINativeInterface_, NewDirectByteBuffer) \
    X(struct JNINativeInterface_, GetDirectBufferAddress) \
    X(struct JNINativeInterface_, GetDirectBufferCapacity) \
    X(struct JNINativeInterface_, GetObjectRefType) \
    X(struct JNINativeInterface_, GetModule) \
    /* end of list */

/* struct JNIInvokeInterface_ slots in table order; X(table, slot) or R(table, reserved slot). */
#define ABI_SLOTS_JNI_VM(X, R) \
    R(struct JNIInvokeInterface_, reserved0) \
    R(struct JNIInvokeInterface_, reserved1) \
    R(struct JNIInvokeInterface_, reserved2) \
    X(struct JNIInvokeInterface_, DestroyJavaVM) \
    X(struct JNIInvokeInterface_, AttachCurrentThread) \
    X(struct JNIInvokeInterface_, DetachCurrentThread) \
    X(struct JNIInvokeInterface_, GetEnv) \
    X(struct JNIInvokeInterface_, AttachCurrentThreadAsDaemon) \
    /* end of list */

/* jvmtiInterface_1 slots in table order; X(table, slot) or R(table, reserved slot). */
#define ABI_SLOTS_JVMTI(X, R) \
    R(jvmtiInterface_1, reserved1) \
    X(jvmtiInterface_1, SetEventNotificationMode) \
    X(jvmtiInterface_1, GetAllModules) \
    X(jvmtiInterface_1, GetAllThreads) \
    X(jvmtiInterface_1, SuspendThread) \
    X(jvmtiInterface_1, ResumeThread) \
    X(jvmtiInterface_1, StopThread) \
    X(jvmtiInterface_1, InterruptThread) \
    X(jvmtiInterface_1, GetThreadInfo) \
    X(jvmtiInterface_1, GetOwnedMonitorInfo) \
    X(jvmtiInterface_1, GetCurrentContendedMonitor) \
    X(jvmtiInterface_1, RunAgentThread) \
    X(jvmtiInterface_1, GetTopThreadGroups) \
    X(jvmtiInterface_1, GetThreadGroupInfo) \
    X(jvmtiInterface_1, GetThreadGroupChildren) \
    X(jvmtiInterface_1, GetFrameCount) \
    X(jvmtiInterface_1, GetThreadState) \
    X(jvmtiInterface_1, GetCurrentThread) \
    X(jvmtiInterface_1, GetFrameLocation) \
    X(jvmtiInterface_1, NotifyFramePop) \
    X(jvmtiInterface_1, GetLocalObject) \
    X(jvmtiInterface_1, GetLocalInt) \
    X(jvmtiInterface_1, GetLocalLong) \
    X(jvmtiInterface_1, GetLocalFloat) \
    X(jvmtiInterface_1, GetLocalDouble) \
    X(jvmtiInterface_1, SetLocalObject) \
    X(jvmtiInterface_1, SetLocalInt) \
    X(jvmtiInterface_1, SetLocalLong) \
    X(jvmtiInterface_1, SetLocalFloat) \
    X(jvmtiInterface_1, SetLocalDouble) \
    X(jvmtiInterface_1, CreateRawMonitor) \
    X(jvmtiInterface_1, DestroyRawMonitor) \
    X(jvmtiInterface_1, RawMonitorEnter) \
    X(jvmtiInterface_1, RawMonitorExit) \
    X(jvmtiInterface_1, RawMonitorWait) \
    X(jvmtiInterface_1, RawMonitorNotify) \
    X(jvmtiInterface_1, RawMonitorNotifyAll) \
    X(jvmtiInterface_1, SetBreakpoint) \
    X(jvmtiInterface_1, ClearBreakpoint) \
    X(jvmtiInterface_1, GetNamedModule) \
    X(jvmtiInterface_1, SetFieldAccessWatch) \
    X(jvmtiInterface_1, ClearFieldAccessWatch) \
    X(jvmtiInterface_1, SetFieldModificationWatch) \
    X(jvmtiInterface_1, ClearFieldModificationWatch) \
    X(jvmtiInterface_1, IsModifiableClass) \
    X(jvmtiInterface_1, Allocate) \
    X(jvmtiInterface_1, Deallocate) \
    X(jvmtiInterface_1, GetClassSignature) \
    X(jvmtiInterface_1, GetClassStatus) \
    X(jvmtiInterface_1, GetSourceFileName) \
    X(jvmtiInterface_1, GetClassModifiers) \
    X(jvmtiInterface_1, GetClassMethods) \
    X(jvmtiInterface_1, GetClassFields) \
    X(jvmtiInterface_1, GetImplementedInterfaces) \
    X(jvmtiInterface_1, IsInterface) \
    X(jvmtiInterface_1, IsArrayClass) \
    X(jvmtiInterface_1, GetClassLoader) \
    X(jvmtiInterface_1, GetObjectHashCode) \
    X(jvmtiInterface_1, GetObjectMonitorUsage) \
    X(jvmtiInterface_1, GetFieldName) \
    X(jvmtiInterface_1, GetFieldDeclaringClass) \
    X(jvmtiInterface_1, GetFieldModifiers) \
    X(jvmtiInterface_1, IsFieldSynthetic) \
    X(jvmtiInterface_1, GetMethodName) \
    X(jvmtiInterface_1, GetMethodDeclaringClass) \
    X(jvmtiInterface_1, GetMethodModifiers) \
    R(jvmtiInterface_1, reserved67) \
    X(jvmtiInterface_1, GetMaxLocals) \
    X(jvmtiInterface_1, GetArgumentsSize) \
    X(jvmtiInterface_1, GetLineNumberTable) \
    X(jvmtiInterface_1, GetMethodLocation) \
    X(jvmtiInterface_1, GetLocalVariableTable) \
    X(jvmtiInterface_1, SetNativeMethodPrefix) \
    X(jvmtiInterface_1, SetNativeMethodPrefixes) \
    X(jvmtiInterface_1, GetBytecodes) \
    X(jvmtiInterface_1, IsMethodNative) \
    X(jvmtiInterface_1, IsMethodSynthetic) \
    X(jvmtiInterface_1, GetLoadedClasses) \
    X(jvmtiInterface_1, GetClassLoaderClasses) \
    X(jvmtiInterface_1, PopFrame) \
    X(jvmtiInterface_1, ForceEarlyReturnObject) \
    X(jvmtiInterface_1, ForceEarlyReturnInt) \
    X(jvmtiInterface_1, ForceEarlyReturnLong) \
    X(jvmtiInterface_1, ForceEarlyReturnFloat) \
    X(jvmtiInterface_1, ForceEarlyReturnDouble) \
    X(jvmtiInterface_1, ForceEarlyReturnVoid) \
    X(jvmtiInterface_1, RedefineClasses) \
    X(jvmtiInterface_1, GetVersionNumber) \
    X(jvmtiInterface_1, GetCapabilities) \
    X(jvmtiInterface_1, GetSourceDebugExtension) \
    X(jvmtiInterface_1, IsMethodObsolete) \
    X(jvmtiInterface_1, SuspendThreadList) \
    X(jvmtiInterface_1, ResumeThreadList) \
    X(jvmtiInterface_1, AddModuleReads) \
    X(jvmtiInterface_1, AddModuleExports) \
    X(jvmtiInterface_1, AddModuleOpens) \
    X(jvmtiInterface_1, AddModuleUses) \
    X(jvmtiInterface_1, AddModuleProvides) \
    X(jvmtiInterface_1, IsModifiableModule) \
    X(jvmtiInterface_1, GetAllStackTraces) \
    X(jvmtiInterface_1, GetThreadListStackTraces) \
    X(jvmtiInterface_1, GetThreadLocalStorage) \
    X(jvmtiInterface_1, SetThreadLocalStorage) \
    X(jvmtiInterface_1, GetStackTrace) \
    R(jvmtiInterface_1, reserved105) \
    X(jvmtiInterface_1, GetTag) \
    X(jvmtiInterface_1, SetTag) \
    X(jvmtiInterface_1, ForceGarbageCollection) \
    X(jvmtiInterface_1, IterateOverObjectsReachableFromObject) \
    X(jvmtiInterface_1, IterateOverReachableObjects) \
    X(jvmtiInterface_1, IterateOverHeap) \
    X(jvmtiInterface_1, IterateOverInstancesOfClass) \
    R(jvmtiInterface_1, reserved113) \
    X(jvmtiInterface_1, GetObjectsWithTags) \
    X(jvmtiInterface_1, FollowReferences) \
    X(jvmtiInterface_1, IterateThroughHeap) \
    R(jvmtiInterface_1, reserved117) \
    R(jvmtiInterface_1, reserved118) \
    R(jvmtiInterface_1, reserved119) \
    X(jvmtiInterface_1, SetJNIFunctionTable) \
    X(jvmtiInterface_1, GetJNIFunctionTable) \
    X(jvmtiInterface_1, SetEventCallbacks) \
    X(jvmtiInterface_1, GenerateEvents) \
    X(jvmtiInterface_1, GetExtensionFunctions) \
    X(jvmtiInterface_1, GetExtensionEvents) \
    X(jvmtiInterface_1, SetExtensionEventCallback) \
    X(jvmtiInterface_1, DisposeEnvironment) \
    X(jvmtiInterface_1, GetErrorName) \
    X(jvmtiInterface_1, GetJLocationFormat) \
    X(jvmtiInterface_1, GetSystemProperties) \
    X(jvmtiInterface_1, GetSystemProperty) \
    X(jvmtiInterface_1, SetSystemProperty) \
    X(jvmtiInterface_1, GetPhase) \
    X(jvmtiInterface_1, GetCurrentThreadCpuTimerInfo) \
    X(jvmtiInterface_1, GetCurrentThreadCpuTime) \
    X(jvmtiInterface_1, GetThreadCpuTimerInfo) \
    X(jvmtiInterface_1, GetThreadCpuTime) \
    X(jvmtiInterface_1, GetTimerInfo) \
    X(jvmtiInterface_1, GetTime) \
    X(jvmtiInterface_1, GetPotentialCapabilities) \
    R(jvmtiInterface_1, reserved141) \
    X(jvmtiInterface_1, AddCapabilities) \
    X(jvmtiInterface_1, RelinquishCapabilities) \
    X(jvmtiInterface_1, GetAvailableProcessors) \
    X(jvmtiInterface_1, GetClassVersionNumbers) \
    X(jvmtiInterface_1, GetConstantPool) \
    X(jvmtiInterface_1, GetEnvironmentLocalStorage) \
    X(jvmtiInterface_1, SetEnvironmentLocalStorage) \
    X(jvmtiInterface_1, AddToBootstrapClassLoaderSearch) \
    X(jvmtiInterface_1, SetVerboseFlag) \
    X(jvmtiInterface_1, AddToSystemClassLoaderSearch) \
    X(jvmtiInterface_1, RetransformClasses) \
    X(jvmtiInterface_1, GetOwnedMonitorStackDepthInfo) \
    X(jvmtiInterface_1, GetObjectSize) \
    X(jvmtiInterface_1, GetLocalInstance) \
    X(jvmtiInterface_1, SetHeapSamplingInterval) \
    /* end of list */

/* Every member of every other struct and union: X(type, member). */
#define ABI_MEMBERS(X) \
    X(jvalue, z) \
    X(jvalue, b) \
    X(jvalue, c) \
    X(jvalue, s) \
    X(jvalue, i) \
    X(jvalue, j) \
    X(jvalue, f) \
    X(jvalue, d) \
    X(jvalue, l) \
    X(JNINativeMethod, name) \
    X(JNINativeMethod, signature) \
    X(JNINativeMethod, fnPtr) \
    X(struct JNIEnv_, functions) \
    X(JavaVMOption, optionString) \
    X(JavaVMOption, extraInfo) \
    X(JavaVMInitArgs, version) \
    X(JavaVMInitArgs, nOptions) \
    X(JavaVMInitArgs, options) \
    X(JavaVMInitArgs, ignoreUnrecognized) \
    X(JavaVMAttachArgs, version) \
    X(JavaVMAttachArgs, name) \
    X(JavaVMAttachArgs, group) \
    X(struct JavaVM_, functions) \
    X(struct jvmtiThreadInfo, name) \
    X(struct jvmtiThreadInfo, priority) \
    X(struct jvmtiThreadInfo, is_daemon) \
    X(struct jvmtiThreadInfo, thread_group) \
    X(struct jvmtiThreadInfo, context_class_loader) \
    X(struct jvmtiMonitorStackDepthInfo, monitor) \
    X(struct jvmtiMonitorStackDepthInfo, stack_depth) \
    X(struct jvmtiThreadGroupInfo, parent) \
    X(struct jvmtiThreadGroupInfo, name) \
    X(struct jvmtiThreadGroupInfo, max_priority) \
    X(struct jvmtiThreadGroupInfo, is_daemon) \
    X(struct jvmtiFrameInfo, method) \
    X(struct jvmtiFrameInfo, location) \
    X(struct jvmtiStackInfo, thread) \
    X(struct jvmtiStackInfo, state) \
    X(struct jvmtiStackInfo, frame_buffer) \
    X(struct jvmtiStackInfo, frame_count) \
    X(struct jvmtiHeapReferenceInfoField, index) \
    X(struct jvmtiHeapReferenceInfoArray, index) \
    X(struct jvmtiHeapReferenceInfoConstantPool, index) \
    X(struct jvmtiHeapReferenceInfoStackLocal, thread_tag) \
    X(struct jvmtiHeapReferenceInfoStackLocal, thread_id) \
    X(struct jvmtiHeapReferenceInfoStackLocal, depth) \
    X(struct jvmtiHeapReferenceInfoStackLocal, method) \
    X(struct jvmtiHeapReferenceInfoStackLocal, location) \
    X(struct jvmtiHeapReferenceInfoStackLocal, slot) \
    X(struct jvmtiHeapReferenceInfoJniLocal, thread_tag) \
    X(struct jvmtiHeapReferenceInfoJniLocal, thread_id) \
    X(struct jvmtiHeapReferenceInfoJniLocal, depth) \
    X(struct jvmtiHeapReferenceInfoJniLocal, method) \
    X(struct jvmtiHeapReferenceInfoReserved, reserved1) \
    X(struct jvmtiHeapReferenceInfoReserved, reserved2) \
    X(struct jvmtiHeapReferenceInfoReserved, reserved3) \
    X(struct jvmtiHeapReferenceInfoReserved, reserved4) \
    X(struct jvmtiHeapReferenceInfoReserved, reserved5) \
    X(struct jvmtiHeapReferenceInfoReserved, reserved6) \
    X(struct jvmtiHeapReferenceInfoReserved, reserved7) \
    X(struct jvmtiHeapReferenceInfoReserved, reserved8) \
    X(union jvmtiHeapReferenceInfo, field) \
    X(union jvmtiHeapReferenceInfo, array) \
    X(union jvmtiHeapReferenceInfo, constant_pool) \
    X(union jvmtiHeapReferenceInfo, stack_local) \
    X(union jvmtiHeapReferenceInfo, jni_local) \
    X(union jvmtiHeapReferenceInfo, other) \
    X(struct jvmtiHeapCallbacks, heap_iteration_callback) \
    X(struct jvmtiHeapCallbacks, heap_reference_callback) \
    X(struct jvmtiHeapCallbacks, primitive_field_callback) \
    X(struct jvmtiHeapCallbacks, array_primitive_value_callback) \
    X(struct jvmtiHeapCallbacks, string_primitive_value_callback) \
    X(struct jvmtiHeapCallbacks, reserved5) \
    X(struct jvmtiHeapCallbacks, reserved6) \
    X(struct jvmtiHeapCallbacks, reserved7) \
    X(struct jvmtiHeapCallbacks, reserved8) \
    X(struct jvmtiHeapCallbacks, reserved9) \
    X(struct jvmtiHeapCallbacks, reserved10) \
    X(struct jvmtiHeapCallbacks, reserved11) \
    X(struct jvmtiHeapCallbacks, reserved12) \
    X(struct jvmtiHeapCallbacks, reserved13) \
    X(struct jvmtiHeapCallbacks, reserved14) \
    X(struct jvmtiHeapCallbacks, reserved15) \
    X(struct jvmtiClassDefinition, klass) \
    X(struct jvmtiClassDefinition, class_byte_count) \
    X(struct jvmtiClassDefinition, class_bytes) \
    X(struct jvmtiMonitorUsage, owner) \
    X(struct jvmtiMonitorUsage, entry_count) \
    X(struct jvmtiMonitorUsage, waiter_count) \
    X(struct jvmtiMonitorUsage, waiters) \
    X(struct jvmtiMonitorUsage, notify_waiter_count) \
    X(struct jvmtiMonitorUsage, notify_waiters) \
    X(struct jvmtiLineNumberEntry, start_location) \
    X(struct jvmtiLineNumberEntry, line_number) \
    X(struct jvmtiLocalVariableEntry, start_location) \
    X(struct jvmtiLocalVariableEntry, length) \
    X(struct jvmtiLocalVariableEntry, name) \
    X(struct jvmtiLocalVariableEntry, signature) \
    X(struct jvmtiLocalVariableEntry, generic_signature) \
    X(struct jvmtiLocalVariableEntry, slot) \
    X(struct jvmtiParamInfo, name) \
    X(struct jvmtiParamInfo, kind) \
    X(struct jvmtiParamInfo, base_type) \
    X(struct jvmtiParamInfo, null_ok) \
    X(struct jvmtiExtensionFunctionInfo, func) \
    X(struct jvmtiExtensionFunctionInfo, id) \
    X(struct jvmtiExtensionFunctionInfo, short_description) \
    X(struct jvmtiExtensionFunctionInfo, param_count) \
    X(struct jvmtiExtensionFunctionInfo, params) \
    X(struct jvmtiExtensionFunctionInfo, error_count) \
    X(struct jvmtiExtensionFunctionInfo, errors) \
    X(struct jvmtiExtensionEventInfo, extension_event_index) \
    X(struct jvmtiExtensionEventInfo, id) \
    X(struct jvmtiExtensionEventInfo, short_description) \
    X(struct jvmtiExtensionEventInfo, param_count) \
    X(struct jvmtiExtensionEventInfo, params) \
    X(struct jvmtiTimerInfo, max_value) \
    X(struct jvmtiTimerInfo, may_skip_forward) \
    X(struct jvmtiTimerInfo, may_skip_backward) \
    X(struct jvmtiTimerInfo, kind) \
    X(struct jvmtiTimerInfo, reserved1) \
    X(struct jvmtiTimerInfo, reserved2) \
    X(struct jvmtiAddrLocationMap, start_address) \
    X(struct jvmtiAddrLocationMap, location) \
    X(jvmtiEventCallbacks, VMInit) \
    X(jvmtiEventCallbacks, VMDeath) \
    X(jvmtiEventCallbacks, ThreadStart) \
    X(jvmtiEventCallbacks, ThreadEnd) \
    X(jvmtiEventCallbacks, ClassFileLoadHook) \
    X(jvmtiEventCallbacks, ClassLoad) \
    X(jvmtiEventCallbacks, ClassPrepare) \
    X(jvmtiEventCallbacks, VMStart) \
    X(jvmtiEventCallbacks, Exception) \
    X(jvmtiEventCallbacks, ExceptionCatch) \
    X(jvmtiEventCallbacks, SingleStep) \
    X(jvmtiEventCallbacks, FramePop) \
    X(jvmtiEventCallbacks, Breakpoint) \
    X(jvmtiEventCallbacks, FieldAccess) \
    X(jvmtiEventCallbacks, FieldModification) \
    X(jvmtiEventCallbacks, MethodEntry) \
    X(jvmtiEventCallbacks, MethodExit) \
    X(jvmtiEventCallbacks, NativeMethodBind) \
    X(jvmtiEventCallbacks, CompiledMethodLoad) \
    X(jvmtiEventCallbacks, CompiledMethodUnload) \
    X(jvmtiEventCallbacks, DynamicCodeGenerated) \
    X(jvmtiEventCallbacks, DataDumpRequest) \
    X(jvmtiEventCallbacks, reserved72) \
    X(jvmtiEventCallbacks, MonitorWait) \
    X(jvmtiEventCallbacks, MonitorWaited) \
    X(jvmtiEventCallbacks, MonitorContendedEnter) \
    X(jvmtiEventCallbacks, MonitorContendedEntered) \
    X(jvmtiEventCallbacks, reserved77) \
    X(jvmtiEventCallbacks, reserved78) \
    X(jvmtiEventCallbacks, reserved79) \
    X(jvmtiEventCallbacks, ResourceExhausted) \
    X(jvmtiEventCallbacks, GarbageCollectionStart) \
    X(jvmtiEventCallbacks, GarbageCollectionFinish) \
    X(jvmtiEventCallbacks, ObjectFree) \
    X(jvmtiEventCallbacks, VMObjectAlloc) \
    X(jvmtiEventCallbacks, reserved85) \
    X(jvmtiEventCallbacks, SampledObjectAlloc) \
    X(struct _jvmtiEnv, functions) \
    /* end of list */

/* jvmtiCapabilities bits in declaration order. */
#define ABI_CAPABILITIES(X) \
    X(can_tag_objects) \
    X(can_generate_field_modification_events) \
    X(can_generate_field_access_events) \
    X(can_get_bytecodes) \
    X(can_get_synthetic_attribute) \
    X(can_get_owned_monitor_info) \
    X(can_get_current_contended_monitor) \
    X(can_get_monitor_info) \
    X(can_pop_frame) \
    X(can_redefine_classes) \
    X(can_signal_thread) \
    X(can_get_source_file_name) \
    X(can_get_line_numbers) \
    X(can_get_source_debug_extension) \
    X(can_access_local_variables) \
    X(can_maintain_original_method_order) \
    X(can_generate_single_step_events) \
    X(can_generate_exception_events) \
    X(can_generate_frame_pop_events) \
    X(can_generate_breakpoint_events) \
    X(can_suspend) \
    X(can_redefine_any_class) \
    X(can_get_current_thread_cpu_time) \
    X(can_get_thread_cpu_time) \
    X(can_generate_method_entry_events) \
    X(can_generate_method_exit_events) \
    X(can_generate_all_class_hook_events) \
    X(can_generate_compiled_method_load_events) \
    X(can_generate_monitor_events) \
    X(can_generate_vm_object_alloc_events) \
    X(can_generate_native_method_bind_events) \
    X(can_generate_garbage_collection_events) \
    X(can_generate_object_free_events) \
    X(can_force_early_return) \
    X(can_get_owned_monitor_stack_depth_info) \
    X(can_get_constant_pool) \
    X(can_set_native_method_prefix) \
    X(can_retransform_classes) \
    X(can_retransform_any_class) \
    X(can_generate_resource_exhaustion_heap_events) \
    X(can_generate_resource_exhaustion_threads_events) \
    X(can_generate_early_vmstart) \
    X(can_generate_early_class_hook_events) \
    X(can_generate_sampled_object_alloc_events) \
    /* end of list */

/* Every enumerator and numeric macro. */
#define ABI_CONSTANTS(X) \
    X(JNIInvalidRefType) \
    X(JNILocalRefType) \
    X(JNIGlobalRefType) \
    X(JNIWeakGlobalRefType) \
    X(JVMTI_VERSION_1) \
    X(JVMTI_VERSION_1_0) \
    X(JVMTI_VERSION_1_1) \
    X(JVMTI_VERSION_1_2) \
    X(JVMTI_VERSION_9) \
    X(JVMTI_VERSION_11) \
    X(JVMTI_VERSION) \
    X(JVMTI_THREAD_STATE_ALIVE) \
    X(JVMTI_THREAD_STATE_TERMINATED) \
    X(JVMTI_THREAD_STATE_RUNNABLE) \
    X(JVMTI_THREAD_STATE_BLOCKED_ON_MONITOR_ENTER) \
    X(JVMTI_THREAD_STATE_WAITING) \
    X(JVMTI_THREAD_STATE_WAITING_INDEFINITELY) \
    X(JVMTI_THREAD_STATE_WAITING_WITH_TIMEOUT) \
    X(JVMTI_THREAD_STATE_SLEEPING) \
    X(JVMTI_THREAD_STATE_IN_OBJECT_WAIT) \
    X(JVMTI_THREAD_STATE_PARKED) \
    X(JVMTI_THREAD_STATE_SUSPENDED) \
    X(JVMTI_THREAD_STATE_INTERRUPTED) \
    X(JVMTI_THREAD_STATE_IN_NATIVE) \
    X(JVMTI_THREAD_STATE_VENDOR_1) \
    X(JVMTI_THREAD_STATE_VENDOR_2) \
    X(JVMTI_THREAD_STATE_VENDOR_3) \
    X(JVMTI_JAVA_LANG_THREAD_STATE_MASK) \
    X(JVMTI_JAVA_LANG_THREAD_STATE_NEW) \
    X(JVMTI_JAVA_LANG_THREAD_STATE_TERMINATED) \
    X(JVMTI_JAVA_LANG_THREAD_STATE_RUNNABLE) \
    X(JVMTI_JAVA_LANG_THREAD_STATE_BLOCKED) \
    X(JVMTI_JAVA_LANG_THREAD_STATE_WAITING) \
    X(JVMTI_JAVA_LANG_THREAD_STATE_TIMED_WAITING) \
    X(JVMTI_THREAD_MIN_PRIORITY) \
    X(JVMTI_THREAD_NORM_PRIORITY) \
    X(JVMTI_THREAD_MAX_PRIORITY) \
    X(JVMTI_HEAP_FILTER_TAGGED) \
    X(JVMTI_HEAP_FILTER_UNTAGGED) \
    X(JVMTI_HEAP_FILTER_CLASS_TAGGED) \
    X(JVMTI_HEAP_FILTER_CLASS_UNTAGGED) \
    X(JVMTI_VISIT_OBJECTS) \
    X(JVMTI_VISIT_ABORT) \
    X(JVMTI_HEAP_REFERENCE_CLASS) \
    X(JVMTI_HEAP_REFERENCE_FIELD) \
    X(JVMTI_HEAP_REFERENCE_ARRAY_ELEMENT) \
    X(JVMTI_HEAP_REFERENCE_CLASS_LOADER) \
    X(JVMTI_HEAP_REFERENCE_SIGNERS) \
    X(JVMTI_HEAP_REFERENCE_PROTECTION_DOMAIN) \
    X(JVMTI_HEAP_REFERENCE_INTERFACE) \
    X(JVMTI_HEAP_REFERENCE_STATIC_FIELD) \
    X(JVMTI_HEAP_REFERENCE_CONSTANT_POOL) \
    X(JVMTI_HEAP_REFERENCE_SUPERCLASS) \
    X(JVMTI_HEAP_REFERENCE_JNI_GLOBAL) \
    X(JVMTI_HEAP_REFERENCE_SYSTEM_CLASS) \
    X(JVMTI_HEAP_REFERENCE_MONITOR) \
    X(JVMTI_HEAP_REFERENCE_STACK_LOCAL) \
    X(JVMTI_HEAP_REFERENCE_JNI_LOCAL) \
    X(JVMTI_HEAP_REFERENCE_THREAD) \
    X(JVMTI_HEAP_REFERENCE_OTHER) \
    X(JVMTI_PRIMITIVE_TYPE_BOOLEAN) \
    X(JVMTI_PRIMITIVE_TYPE_BYTE) \
    X(JVMTI_PRIMITIVE_TYPE_CHAR) \
    X(JVMTI_PRIMITIVE_TYPE_SHORT) \
    X(JVMTI_PRIMITIVE_TYPE_INT) \
    X(JVMTI_PRIMITIVE_TYPE_LONG) \
    X(JVMTI_PRIMITIVE_TYPE_FLOAT) \
    X(JVMTI_PRIMITIVE_TYPE_DOUBLE) \
    X(JVMTI_HEAP_OBJECT_TAGGED) \
    X(JVMTI_HEAP_OBJECT_UNTAGGED) \
    X(JVMTI_HEAP_OBJECT_EITHER) \
    X(JVMTI_HEAP_ROOT_JNI_GLOBAL) \
    X(JVMTI_HEAP_ROOT_SYSTEM_CLASS) \
    X(JVMTI_HEAP_ROOT_MONITOR) \
    X(JVMTI_HEAP_ROOT_STACK_LOCAL) \
    X(JVMTI_HEAP_ROOT_JNI_LOCAL) \
    X(JVMTI_HEAP_ROOT_THREAD) \
    X(JVMTI_HEAP_ROOT_OTHER) \
    X(JVMTI_REFERENCE_CLASS) \
    X(JVMTI_REFERENCE_FIELD) \
    X(JVMTI_REFERENCE_ARRAY_ELEMENT) \
    X(JVMTI_REFERENCE_CLASS_LOADER) \
    X(JVMTI_REFERENCE_SIGNERS) \
    X(JVMTI_REFERENCE_PROTECTION_DOMAIN) \
    X(JVMTI_REFERENCE_INTERFACE) \
    X(JVMTI_REFERENCE_STATIC_FIELD) \
    X(JVMTI_REFERENCE_CONSTANT_POOL) \
    X(JVMTI_ITERATION_CONTINUE) \
    X(JVMTI_ITERATION_IGNORE) \
    X(JVMTI_ITERATION_ABORT) \
    X(JVMTI_CLASS_STATUS_VERIFIED) \
    X(JVMTI_CLASS_STATUS_PREPARED) \
    X(JVMTI_CLASS_STATUS_INITIALIZED) \
    X(JVMTI_CLASS_STATUS_ERROR) \
    X(JVMTI_CLASS_STATUS_ARRAY) \
    X(JVMTI_CLASS_STATUS_PRIMITIVE) \
    X(JVMTI_ENABLE) \
    X(JVMTI_DISABLE) \
    X(JVMTI_TYPE_JBYTE) \
    X(JVMTI_TYPE_JCHAR) \
    X(JVMTI_TYPE_JSHORT) \
    X(JVMTI_TYPE_JINT) \
    X(JVMTI_TYPE_JLONG) \
    X(JVMTI_TYPE_JFLOAT) \
    X(JVMTI_TYPE_JDOUBLE) \
    X(JVMTI_TYPE_JBOOLEAN) \
    X(JVMTI_TYPE_JOBJECT) \
    X(JVMTI_TYPE_JTHREAD) \
    X(JVMTI_TYPE_JCLASS) \
    X(JVMTI_TYPE_JVALUE) \
    X(JVMTI_TYPE_JFIELDID) \
    X(JVMTI_TYPE_JMETHODID) \
    X(JVMTI_TYPE_CCHAR) \
    X(JVMTI_TYPE_CVOID) \
    X(JVMTI_TYPE_JNIENV) \
    X(JVMTI_KIND_IN) \
    X(JVMTI_KIND_IN_PTR) \
    X(JVMTI_KIND_IN_BUF) \
    X(JVMTI_KIND_ALLOC_BUF) \
    X(JVMTI_KIND_ALLOC_ALLOC_BUF) \
    X(JVMTI_KIND_OUT) \
    X(JVMTI_KIND_OUT_BUF) \
    X(JVMTI_TIMER_USER_CPU) \
    X(JVMTI_TIMER_TOTAL_CPU) \
    X(JVMTI_TIMER_ELAPSED) \
    X(JVMTI_PHASE_ONLOAD) \
    X(JVMTI_PHASE_PRIMORDIAL) \
    X(JVMTI_PHASE_START) \
    X(JVMTI_PHASE_LIVE) \
    X(JVMTI_PHASE_DEAD) \
    X(JVMTI_VERSION_INTERFACE_JNI) \
    X(JVMTI_VERSION_INTERFACE_JVMTI) \
    X(JVMTI_VERSION_MASK_INTERFACE_TYPE) \
    X(JVMTI_VERSION_MASK_MAJOR) \
    X(JVMTI_VERSION_MASK_MINOR) \
    X(JVMTI_VERSION_MASK_MICRO) \
    X(JVMTI_VERSION_SHIFT_MAJOR) \
    X(JVMTI_VERSION_SHIFT_MINOR) \
    X(JVMTI_VERSION_SHIFT_MICRO) \
    X(JVMTI_VERBOSE_OTHER) \
    X(JVMTI_VERBOSE_GC) \
    X(JVMTI_VERBOSE_CLASS) \
    X(JVMTI_VERBOSE_JNI) \
    X(JVMTI_JLOCATION_JVMBCI) \
    X(JVMTI_JLOCATION_MACHINEPC) \
    X(JVMTI_JLOCATION_OTHER) \
    X(JVMTI_RESOURCE_EXHAUSTED_OOM_ERROR) \
    X(JVMTI_RESOURCE_EXHAUSTED_JAVA_HEAP) \
    X(JVMTI_RESOURCE_EXHAUSTED_THREADS) \
    X(JVMTI_ERROR_NONE) \
    X(JVMTI_ERROR_INVALID_THREAD) \
    X(JVMTI_ERROR_INVALID_THREAD_GROUP) \
    X(JVMTI_ERROR_INVALID_PRIORITY) \
    X(JVMTI_ERROR_THREAD_NOT_SUSPENDED) \
    X(JVMTI_ERROR_THREAD_SUSPENDED) \
    X(JVMTI_ERROR_THREAD_NOT_ALIVE) \
    X(JVMTI_ERROR_INVALID_OBJECT) \
    X(JVMTI_ERROR_INVALID_CLASS) \
    X(JVMTI_ERROR_CLASS_NOT_PREPARED) \
    X(JVMTI_ERROR_INVALID_METHODID) \
    X(JVMTI_ERROR_INVALID_LOCATION) \
    X(JVMTI_ERROR_INVALID_FIELDID) \
    X(JVMTI_ERROR_INVALID_MODULE) \
    X(JVMTI_ERROR_NO_MORE_FRAMES) \
    X(JVMTI_ERROR_OPAQUE_FRAME) \
    X(JVMTI_ERROR_TYPE_MISMATCH) \
    X(JVMTI_ERROR_INVALID_SLOT) \
    X(JVMTI_ERROR_DUPLICATE) \
    X(JVMTI_ERROR_NOT_FOUND) \
    X(JVMTI_ERROR_INVALID_MONITOR) \
    X(JVMTI_ERROR_NOT_MONITOR_OWNER) \
    X(JVMTI_ERROR_INTERRUPT) \
    X(JVMTI_ERROR_INVALID_CLASS_FORMAT) \
    X(JVMTI_ERROR_CIRCULAR_CLASS_DEFINITION) \
    X(JVMTI_ERROR_FAILS_VERIFICATION) \
    X(JVMTI_ERROR_UNSUPPORTED_REDEFINITION_METHOD_ADDED) \
    X(JVMTI_ERROR_UNSUPPORTED_REDEFINITION_SCHEMA_CHANGED) \
    X(JVMTI_ERROR_INVALID_TYPESTATE) \
    X(JVMTI_ERROR_UNSUPPORTED_REDEFINITION_HIERARCHY_CHANGED) \
    X(JVMTI_ERROR_UNSUPPORTED_REDEFINITION_METHOD_DELETED) \
    X(JVMTI_ERROR_UNSUPPORTED_VERSION) \
    X(JVMTI_ERROR_NAMES_DONT_MATCH) \
    X(JVMTI_ERROR_UNSUPPORTED_REDEFINITION_CLASS_MODIFIERS_CHANGED) \
    X(JVMTI_ERROR_UNSUPPORTED_REDEFINITION_METHOD_MODIFIERS_CHANGED) \
    X(JVMTI_ERROR_UNSUPPORTED_REDEFINITION_CLASS_ATTRIBUTE_CHANGED) \
    X(JVMTI_ERROR_UNMODIFIABLE_CLASS) \
    X(JVMTI_ERROR_UNMODIFIABLE_MODULE) \
    X(JVMTI_ERROR_NOT_AVAILABLE) \
    X(JVMTI_ERROR_MUST_POSSESS_CAPABILITY) \
    X(JVMTI_ERROR_NULL_POINTER) \
    X(JVMTI_ERROR_ABSENT_INFORMATION) \
    X(JVMTI_ERROR_INVALID_EVENT_TYPE) \
    X(JVMTI_ERROR_ILLEGAL_ARGUMENT) \
    X(JVMTI_ERROR_NATIVE_METHOD) \
    X(JVMTI_ERROR_CLASS_LOADER_UNSUPPORTED) \
    X(JVMTI_ERROR_OUT_OF_MEMORY) \
    X(JVMTI_ERROR_ACCESS_DENIED) \
    X(JVMTI_ERROR_WRONG_PHASE) \
    X(JVMTI_ERROR_INTERNAL) \
    X(JVMTI_ERROR_UNATTACHED_THREAD) \
    X(JVMTI_ERROR_INVALID_ENVIRONMENT) \
    X(JVMTI_ERROR_MAX) \
    X(JVMTI_MIN_EVENT_TYPE_VAL) \
    X(JVMTI_EVENT_VM_INIT) \
    X(JVMTI_EVENT_VM_DEATH) \
    X(JVMTI_EVENT_THREAD_START) \
    X(JVMTI_EVENT_THREAD_END) \
    X(JVMTI_EVENT_CLASS_FILE_LOAD_HOOK) \
    X(JVMTI_EVENT_CLASS_LOAD) \
    X(JVMTI_EVENT_CLASS_PREPARE) \
    X(JVMTI_EVENT_VM_START) \
    X(JVMTI_EVENT_EXCEPTION) \
    X(JVMTI_EVENT_EXCEPTION_CATCH) \
    X(JVMTI_EVENT_SINGLE_STEP) \
    X(JVMTI_EVENT_FRAME_POP) \
    X(JVMTI_EVENT_BREAKPOINT) \
    X(JVMTI_EVENT_FIELD_ACCESS) \
    X(JVMTI_EVENT_FIELD_MODIFICATION) \
    X(JVMTI_EVENT_METHOD_ENTRY) \
    X(JVMTI_EVENT_METHOD_EXIT) \
    X(JVMTI_EVENT_NATIVE_METHOD_BIND) \
    X(JVMTI_EVENT_COMPILED_METHOD_LOAD) \
    X(JVMTI_EVENT_COMPILED_METHOD_UNLOAD) \
    X(JVMTI_EVENT_DYNAMIC_CODE_GENERATED) \
    X(JVMTI_EVENT_DATA_DUMP_REQUEST) \
    X(JVMTI_EVENT_MONITOR_WAIT) \
    X(JVMTI_EVENT_MONITOR_WAITED) \
    X(JVMTI_EVENT_MONITOR_CONTENDED_ENTER) \
    X(JVMTI_EVENT_MONITOR_CONTENDED_ENTERED) \
    X(JVMTI_EVENT_RESOURCE_EXHAUSTED) \
    X(JVMTI_EVENT_GARBAGE_COLLECTION_START) \
    X(JVMTI_EVENT_GARBAGE_COLLECTION_FINISH) \
    X(JVMTI_EVENT_OBJECT_FREE) \
    X(JVMTI_EVENT_VM_OBJECT_ALLOC) \
    X(JVMTI_EVENT_SAMPLED_OBJECT_ALLOC) \
    X(JVMTI_MAX_EVENT_TYPE_VAL) \
    X(JNI_FALSE) \
    X(JNI_TRUE) \
    X(JNI_OK) \
    X(JNI_ERR) \
    X(JNI_EDETACHED) \
    X(JNI_EVERSION) \
    X(JNI_ENOMEM) \
    X(JNI_EEXIST) \
    X(JNI_EINVAL) \
    X(JNI_COMMIT) \
    X(JNI_ABORT) \
    X(JNI_VERSION_1_1) \
    X(JNI_VERSION_1_2) \
    X(JNI_VERSION_1_4) \
    X(JNI_VERSION_1_6) \
    X(JNI_VERSION_1_8) \
    X(JNI_VERSION_9) \
    X(JNI_VERSION_10) \
    /* end of list */

#endif /* ABI_NAMES_H */
