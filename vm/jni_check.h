/*
 * -Xcheck:jni: a JNI function table that checks each call's arguments and
 * the calling protocol before it forwards to the real table
 * (jni_function_table), reporting misuse with HotSpot's messages.
 */
#ifndef AGENTVM_JNI_CHECK_H
#define AGENTVM_JNI_CHECK_H

#include "include/jni.h"

/* The checking table; jni_init installs it as jni_current_table when
 * -Xcheck:jni is given. */
const struct JNINativeInterface_ *jnichk_table(void);

#endif
