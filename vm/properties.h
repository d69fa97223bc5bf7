/*
 * The VM's system properties: the fixed set the VM defines (java.vm.*,
 * java.home, paths, os.*, ...) followed by the -D options, in that order.
 * The class library receives the CLASSLIB ones through
 * System.vmProperties; JVMTI shows the JVMTI ones, which are the set
 * HotSpot keeps in the VM (the rest HotSpot computes in the class library).
 *
 * Properties are built on first use and may be set only before the VM
 * has threads (JVMTI SetSystemProperty is an OnLoad-phase function), so a
 * returned string stays valid.
 */
#ifndef AGENTVM_PROPERTIES_H
#define AGENTVM_PROPERTIES_H

#include "vm/common.h"

enum {
    VMPROP_CLASSLIB = 1 << 0,     /* given to System.vmProperties */
    VMPROP_JVMTI = 1 << 1,        /* listed by JVMTI GetSystemProperties */
    VMPROP_WRITEABLE = 1 << 2     /* JVMTI SetSystemProperty may change it */
};

int vm_property_count(void);
const char *vm_property_key(int i);
const char *vm_property_value(int i);
unsigned vm_property_flags(int i);
/* Index of key, or -1. */
int vm_property_find(const char *key);
/* Replace the value of an existing property (flags unchanged) or add a
 * CLASSLIB|JVMTI|WRITEABLE one. java.class.path also sets the class path
 * the VM will use. Returns 0, or -1 when out of memory. */
int vm_set_property(const char *key, const char *value);

#endif
