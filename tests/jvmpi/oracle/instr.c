/*
 * The oracle of instr.c: JVMTI single steps through Instr.decide on the
 * reference JVM; the outcome of a branch or switch is where the next step
 * lands.
 */
#define _GNU_SOURCE
#include "agent_common.h"
#include <stdint.h>

static jvmtiEnv *jvmti;
static jmethodID decide;
static unsigned char *code;
static jint code_len;
static jlocation pending = -1;    /* a branch or switch waiting for the next step */

static int32_t be32(const unsigned char *p)
{
    return (int32_t)((uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]);
}

static void resolve(jlocation at, jlocation next)
{
    unsigned char op = code[at];
    if (op == 0xaa || op == 0xab) {
        const unsigned char *p = code + ((at + 4) & ~3);
        int32_t dflt = be32(p);
        if (op == 0xaa) {
            int32_t lo = be32(p + 4), hi = be32(p + 8);
            for (int32_t i = 0; i <= hi - lo; i++)
                if (at + be32(p + 12 + 4 * i) == next && at + dflt != next) {
                    ag_log("%d tableswitch %d..%d case %d", (int)at, lo, hi, i);
                    return;
                }
            ag_log("%d tableswitch %d..%d default", (int)at, lo, hi);
        } else {
            int32_t n = be32(p + 4);
            for (int32_t i = 0; i < n; i++)
                if (at + be32(p + 12 + 8 * i) == next) {
                    ag_log("%d lookupswitch of %d pair %d", (int)at, n, i);
                    return;
                }
            ag_log("%d lookupswitch of %d default", (int)at, n);
        }
        return;
    }
    ag_log("%d if %s", (int)at, next == at + 3 ? "not taken" : "taken");
}

static void JNICALL single_step(jvmtiEnv *env, JNIEnv *jni, jthread t, jmethodID m, jlocation loc)
{
    if (!decide) {
        char *name = NULL;
        jclass k = NULL;
        char *sig = NULL;
        (*env)->GetMethodName(env, m, &name, NULL, NULL);
        (*env)->GetMethodDeclaringClass(env, m, &k);
        (*env)->GetClassSignature(env, k, &sig, NULL);
        if (name && sig && strcmp(name, "decide") == 0 && strcmp(sig, "LInstr;") == 0) {
            decide = m;
            (*env)->GetBytecodes(env, m, &code_len, &code);
        }
        ag_free(env, name);
        ag_free(env, sig);
    }
    if (m != decide)
        return;
    if (pending >= 0) {
        resolve(pending, loc);
        pending = -1;
    }
    unsigned char op = loc < code_len ? code[loc] : 0;
    if ((op >= 0x99 && op <= 0xa6) || op == 0xc6 || op == 0xc7 || op == 0xaa || op == 0xab)
        pending = loc;
    else
        ag_log("%d", (int)loc);
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    ag_open_log(options);
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION_1_2) != JNI_OK)
        return JNI_ERR;
    jvmtiCapabilities caps;
    memset(&caps, 0, sizeof caps);
    caps.can_generate_single_step_events = 1;
    caps.can_get_bytecodes = 1;
    ag_check(jvmti, (*jvmti)->AddCapabilities(jvmti, &caps), "AddCapabilities");
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.SingleStep = single_step;
    (*jvmti)->SetEventCallbacks(jvmti, &cb, sizeof cb);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_SINGLE_STEP, NULL);
    return JNI_OK;
}
