#!/usr/bin/env python3
"""Writes tests/fuzz/api_table.inc, the function tables of the JVMTI and JNI
fuzz target (fuzz_api.c), from the slot lists of include/jvmti.h and
include/jni.h: for each function its slot, name, whether it is variadic
(or takes a va_list), and for each parameter the kind of value the target
passes (a K_ constant of fuzz_api.c), decided from its type and name.

    tests/fuzz/gen-api-table.py > tests/fuzz/api_table.inc
"""
import os
import re
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..')

# Parameters whose value is the length of an array the caller passes
# (or of the buffer it hands in): bounded by what the target allocates.
COUNTS = {'request_count', 'thread_count', 'tag_count', 'class_count', 'prefix_count',
          'max_frame_count', 'nMethods', 'len'}


def kind(ptype, pname, fname):
    t = re.sub(r'\s+', ' ', ptype.replace('*', ' * ')).strip()
    t = t.replace(' *', '*')
    if pname in COUNTS and t in ('jint', 'jsize'):
        return 'K_COUNT'
    if fname == 'RawMonitorWait' and pname == 'millis':
        return 'K_MILLIS'
    if t in ('jint', 'jsize', 'jlong', 'jlocation', 'jboolean', 'jbyte', 'jchar', 'jshort',
             'jvmtiEventMode', 'jvmtiEvent', 'jvmtiHeapObjectFilter', 'jvmtiVerboseFlag',
             'jvmtiError'):
        return 'K_INT'
    if t == 'jfloat':
        return 'K_FLOAT'
    if t == 'jdouble':
        return 'K_DOUBLE'
    if t in ('jthread', 'jclass', 'jobject', 'jthreadGroup', 'jstring', 'jarray', 'jthrowable',
             'jweak') or (t.startswith('j') and t.endswith('Array') and '*' not in t):
        if fname.startswith('Delete'):
            return 'K_FRESH_REF'
        if pname in ('val', 'value', 'init') and fname in (
                'SetObjectField', 'SetStaticObjectField', 'NewObjectArray', 'SetLocalObject',
                'ForceEarlyReturnObject'):
            return 'K_STORE'
        if fname == 'StopThread' and pname == 'exception':
            return 'K_THROWABLE'
        if fname == 'UnregisterNatives':
            return 'K_OWN_CLASS'
        return 'K_REF'
    if t == 'jmethodID':
        return 'K_METHOD'
    if t == 'jfieldID':
        return 'K_FIELD'
    if t == 'jrawMonitorID':
        return 'K_FRESH_MONITOR' if fname == 'DestroyRawMonitor' else 'K_MONITOR'
    if t == 'va_list':
        return 'K_VA_LIST'
    if t == 'const jvalue*':
        return 'K_JVALUES'
    if t == 'const char*':
        if fname.startswith('AddTo') and fname.endswith('Search'):
            return 'K_PATH'
        return 'K_CSTR'
    if t in ('const jthread*', 'const jclass*'):
        return 'K_REF_LIST'
    if t == 'const jlong*':
        return 'K_IN_BUF'
    if t == 'const jvmtiClassDefinition*':
        return 'K_CLASS_DEFS'
    if t == 'char**' and pname == 'prefixes':
        return 'K_STR_LIST'
    if t == 'const jvmtiCapabilities*':
        return 'K_IN_BUF'
    if t == 'const jvmtiEventCallbacks*':
        return 'K_EVENT_CALLBACKS'
    if t == 'const jvmtiHeapCallbacks*':
        return 'K_HEAP_CALLBACKS'
    if t in ('jvmtiHeapObjectCallback', 'jvmtiHeapRootCallback', 'jvmtiStackReferenceCallback',
             'jvmtiObjectReferenceCallback', 'jvmtiStartFunction', 'jvmtiExtensionEvent'):
        return 'K_FN_' + t[len('jvmti'):].upper()
    if t in ('const void*', 'void*') and pname in ('user_data', 'arg', 'data'):
        return 'K_USER_DATA'
    if t == 'const jniNativeInterface*':
        return 'K_JNI_TABLE'
    if t == 'unsigned char*' and pname == 'mem':
        return 'K_FRESH_MEM'
    if t == 'const JNINativeMethod*':
        return 'K_NATIVES'
    if t == 'void*' and pname == 'address':
        return 'K_IN_BUF'
    if t == 'void*' and pname == 'carray':
        return 'K_RELEASE'
    if t.startswith('const ') and t.endswith('*'):
        return 'K_IN_BUF'
    if pname == 'elems':
        return 'K_RELEASE'
    if t == 'void**' and pname == 'data_ptr':
        return 'K_OUT'          # local storage: whatever was stored, not an allocation
    if t.endswith('**') or t in ('jniNativeInterface**',):
        return 'K_OUT_ALLOC'
    if t.endswith('*'):
        return 'K_OUT'
    sys.exit('gen-api-table: no kind for %s %s of %s' % (ptype, pname, fname))


def params(text):
    out = []
    for p in text.split(','):
        p = p.strip()
        if p == '...' or not p:
            continue
        m = re.match(r'(.*?)(\w+)$', p)
        out.append((m.group(1).strip(), m.group(2)))
    return out[1:]          # without the env


def slots(header, macro):
    text = open(os.path.join(ROOT, 'include', header)).read()
    start = text.index('#define ' + macro)
    body = text[start:text.index('\n\n', start)]
    body = body.replace('\\\n', '\n')
    rows = []
    for m in re.finditer(r'\b(FN0|FN|VAR|VARV)\((\d+),\s*(?:(\w+\s*\**),\s*)?(\w+),\s*\(([^()]*)\)', body):
        form, slot, ret, name, plist = m.groups()
        if header == 'jvmti.h':
            ret = None
        rows.append((int(slot), name, form, params(plist)))
    return rows


def emit(var, rows, out):
    out.write('static const ApiFn %s[] = {\n' % var)
    for slot, name, form, ps in rows:
        kinds = [kind(t, n, name) for t, n in ps]
        flags = {'VAR': 'API_VARIADIC', 'VARV': 'API_VARIADIC'}.get(form, '0')
        if 'K_VA_LIST' in kinds:
            flags = 'API_VA_LIST'

        out.write('    { %d, "%s", %s, %d, { %s } },\n'
                  % (slot, name, flags, len(kinds), ', '.join(kinds) if kinds else '0'))
    out.write('};\n\n')


def main():
    out = sys.stdout
    out.write('/* The JVMTI and JNI functions with the kinds of their parameters, for\n'
              ' * fuzz_api.c. Generated by tests/fuzz/gen-api-table.py from\n'
              ' * include/jvmti.h and include/jni.h; do not edit. */\n\n')
    emit('jvmti_fns', slots('jvmti.h', 'AGENTVM_JVMTI_FUNCTIONS'), out)
    emit('jni_fns', slots('jni.h', 'AGENTVM_JNI_ENV_SLOTS'), out)


main()
