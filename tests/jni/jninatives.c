/* The native side of JniNatives.java. */
#include <jni.h>
#include <stdlib.h>
#include <string.h>

JNIEXPORT jint JNICALL Java_JniNatives_add(JNIEnv *env, jclass c, jint a, jint b) { return a + b; }

JNIEXPORT jlong JNICALL Java_JniNatives_mix(JNIEnv *env, jclass c, jbyte b, jshort s, jchar ch, jint i, jlong l,
                                            jfloat f, jdouble d, jboolean z)
{
    return b + s + ch + i + l + (jlong)(f * 2) + (jlong)(d * 4) + (z ? 1000 : 0);
}

JNIEXPORT jdouble JNICALL Java_JniNatives_sum(JNIEnv *env, jclass c, jdouble a, jfloat b, jdouble cc, jfloat d,
                                              jdouble e, jfloat f, jdouble g, jfloat h, jdouble i, jint j)
{
    return a + b + cc + d + e + f + g + h + i + j;
}

JNIEXPORT jstring JNICALL Java_JniNatives_greet(JNIEnv *env, jclass c, jstring who)
{
    const char *w = (*env)->GetStringUTFChars(env, who, NULL);
    char buf[128];
    strcpy(buf, "hello, ");
    strncat(buf, w, 100);
    (*env)->ReleaseStringUTFChars(env, who, w);
    return (*env)->NewStringUTF(env, buf);
}

/* Overloads need the long names. */
JNIEXPORT jint JNICALL Java_JniNatives_over__I(JNIEnv *env, jclass c, jint x) { return x * 2; }
JNIEXPORT jint JNICALL Java_JniNatives_over__Ljava_lang_String_2(JNIEnv *env, jclass c, jstring s)
{
    return (*env)->GetStringLength(env, s);
}

static jint JNICALL registered_impl(JNIEnv *env, jclass c, jint x) { return x * x * x; }

JNIEXPORT jint JNICALL Java_JniNatives_instanceField(JNIEnv *env, jobject self)
{
    jclass k = (*env)->GetObjectClass(env, self);
    jfieldID f = (*env)->GetFieldID(env, k, "value", "I");
    return (*env)->GetIntField(env, self, f) + 1;
}

JNIEXPORT jint JNICALL Java_JniNatives_callBack(JNIEnv *env, jclass c, jint n)
{
    jmethodID m = (*env)->GetStaticMethodID(env, c, "javaSide", "(I)I");
    return (*env)->CallStaticIntMethod(env, c, m, n) + 1;
}

JNIEXPORT void JNICALL Java_JniNatives_throwIt(JNIEnv *env, jclass c, jstring msg)
{
    const char *m = (*env)->GetStringUTFChars(env, msg, NULL);
    jclass ise = (*env)->FindClass(env, "java/lang/IllegalStateException");
    (*env)->ThrowNew(env, ise, m);
    (*env)->ReleaseStringUTFChars(env, msg, m);
}

JNIEXPORT jintArray JNICALL Java_JniNatives_squares(JNIEnv *env, jclass c, jint n)
{
    jintArray a = (*env)->NewIntArray(env, n);
    jint *buf = malloc(sizeof(jint) * (size_t)n);
    for (jint i = 0; i < n; i++)
        buf[i] = i * i;
    (*env)->SetIntArrayRegion(env, a, 0, n, buf);
    free(buf);
    return a;
}

JNIEXPORT jstring JNICALL Java_JniNatives_reverse(JNIEnv *env, jclass c, jstring s)
{
    jsize n = (*env)->GetStringLength(env, s);
    const jchar *chars = (*env)->GetStringChars(env, s, NULL);
    jchar *r = malloc(sizeof(jchar) * (size_t)(n ? n : 1));
    for (jsize i = 0; i < n; i++)
        r[i] = chars[n - 1 - i];
    (*env)->ReleaseStringChars(env, s, chars);
    jstring out = (*env)->NewString(env, r, n);
    free(r);
    return out;
}

/* The reflection bridges. Method and field IDs are looked up by name, made
 * into reflection objects for Java to print, and taken back from them. */
static jmethodID method_id(JNIEnv *env, jclass c, jstring name, jstring sig, jboolean isStatic)
{
    const char *n = (*env)->GetStringUTFChars(env, name, NULL);
    const char *s = (*env)->GetStringUTFChars(env, sig, NULL);
    jmethodID m = isStatic ? (*env)->GetStaticMethodID(env, c, n, s) : (*env)->GetMethodID(env, c, n, s);
    (*env)->ReleaseStringUTFChars(env, name, n);
    (*env)->ReleaseStringUTFChars(env, sig, s);
    return m;
}

static jfieldID field_id(JNIEnv *env, jclass c, jstring name, jstring sig, jboolean isStatic)
{
    const char *n = (*env)->GetStringUTFChars(env, name, NULL);
    const char *s = (*env)->GetStringUTFChars(env, sig, NULL);
    jfieldID f = isStatic ? (*env)->GetStaticFieldID(env, c, n, s) : (*env)->GetFieldID(env, c, n, s);
    (*env)->ReleaseStringUTFChars(env, name, n);
    (*env)->ReleaseStringUTFChars(env, sig, s);
    return f;
}

JNIEXPORT jobject JNICALL Java_JniNatives_toMethod(JNIEnv *env, jclass k, jclass c, jstring name, jstring sig,
                                                   jboolean isStatic, jclass passed, jboolean passedStatic)
{
    jmethodID m = method_id(env, c, name, sig, isStatic);
    return m ? (*env)->ToReflectedMethod(env, passed, m, passedStatic) : NULL;
}

JNIEXPORT jobject JNICALL Java_JniNatives_toField(JNIEnv *env, jclass k, jclass c, jstring name, jstring sig,
                                                  jboolean isStatic, jclass passed)
{
    jfieldID f = field_id(env, c, name, sig, isStatic);
    return f ? (*env)->ToReflectedField(env, passed, f, isStatic) : NULL;
}

JNIEXPORT jboolean JNICALL Java_JniNatives_sameMethodId(JNIEnv *env, jclass k, jclass c, jstring name, jstring sig,
                                                        jboolean isStatic)
{
    jmethodID m = method_id(env, c, name, sig, isStatic);
    jobject r = m ? (*env)->ToReflectedMethod(env, c, m, isStatic) : NULL;
    return r && (*env)->FromReflectedMethod(env, r) == m;
}

JNIEXPORT jboolean JNICALL Java_JniNatives_sameFieldId(JNIEnv *env, jclass k, jclass c, jstring name, jstring sig,
                                                       jboolean isStatic)
{
    jfieldID f = field_id(env, c, name, sig, isStatic);
    jobject r = f ? (*env)->ToReflectedField(env, c, f, isStatic) : NULL;
    return r && (*env)->FromReflectedField(env, r) == f;
}

JNIEXPORT jint JNICALL Java_JniNatives_callStatic(JNIEnv *env, jclass k, jclass c, jobject method, jint arg)
{
    jmethodID m = (*env)->FromReflectedMethod(env, method);
    return m ? (*env)->CallStaticIntMethod(env, c, m, arg) : -1;
}

JNIEXPORT jint JNICALL Java_JniNatives_callVirtual(JNIEnv *env, jclass k, jobject receiver, jobject method, jint arg)
{
    jmethodID m = (*env)->FromReflectedMethod(env, method);
    return m ? (*env)->CallIntMethod(env, receiver, m, arg) : -1;
}

JNIEXPORT jobject JNICALL Java_JniNatives_construct(JNIEnv *env, jclass k, jclass c, jobject ctor, jint arg)
{
    jmethodID m = (*env)->FromReflectedMethod(env, ctor);
    return m ? (*env)->NewObject(env, c, m, arg) : NULL;
}

JNIEXPORT jint JNICALL Java_JniNatives_readInt(JNIEnv *env, jclass k, jobject obj, jobject field)
{
    jfieldID f = (*env)->FromReflectedField(env, field);
    return f ? (*env)->GetIntField(env, obj, f) : -1;
}

JNIEXPORT jobject JNICALL Java_JniNatives_readStatic(JNIEnv *env, jclass k, jclass c, jobject field)
{
    jfieldID f = (*env)->FromReflectedField(env, field);
    return f ? (*env)->GetStaticObjectField(env, c, f) : NULL;
}

JNIEXPORT jobject JNICALL Java_JniNatives_writeReplace(JNIEnv *env, jclass k, jobject lambda)
{
    jclass c = (*env)->GetObjectClass(env, lambda);
    jmethodID m = (*env)->GetMethodID(env, c, "writeReplace", "()Ljava/lang/Object;");
    return m ? (*env)->CallObjectMethod(env, lambda, m) : NULL;
}

JNIEXPORT jint JNICALL JNI_OnLoad(JavaVM *vm, void *reserved)
{
    JNIEnv *env;
    if ((*vm)->GetEnv(vm, (void **)&env, JNI_VERSION_1_8) != JNI_OK)
        return JNI_ERR;
    jclass k = (*env)->FindClass(env, "JniNatives");
    JNINativeMethod m = { "registered", "(I)I", (void *)registered_impl };
    if (!k || (*env)->RegisterNatives(env, k, &m, 1) != 0)
        return JNI_ERR;
    return JNI_VERSION_1_8;
}
