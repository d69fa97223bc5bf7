/*
 * Class loading (JVMS chapter 5.3): the bootstrap class path (directories
 * and JARs), the application class path, and the record of which loader
 * initiated or defined which class.
 */
#ifndef AGENTVM_LOADER_H
#define AGENTVM_LOADER_H

#include <stddef.h>
#include <stdint.h>

#include "vm/class.h"

struct Thread;

int cl_init(const char *boot_path, const char *app_path) AVM_NODISCARD;
void cl_add_boot_path(const char *entry);
void cl_add_app_path(const char *entry);
const char *cl_app_path_string(void);
const char *cl_boot_path_string(void);

/* Load a class by internal name through `loader` (NULL = bootstrap),
 * delegating to Java for user loaders. Array names are handled. NULL with a
 * pending NoClassDefFoundError / ClassNotFoundException when absent. */
Class *cl_load(struct Thread *t, const char *name, Object *loader);
/* Same, but for the bootstrap loader only, without Java. */
Class *cl_load_boot(struct Thread *t, const char *name);
/* A class already loaded (defined or initiated) by `loader`, or NULL. */
Class *cl_find_loaded(const char *name, Object *loader);
/* Define a class from bytes in `loader` (ClassLoader.defineClass). */
Class *cl_define(struct Thread *t, Object *loader, const char *expected_name,
                 const uint8_t *bytes, size_t len);
/* Read a class file from the application class path; returns malloc'd
 * bytes or NULL. */
uint8_t *cl_read_app_class(const char *name, size_t *len);
/* Read a class file from a path (directory or JAR) list. */
void cl_record_initiating(Class *c, Object *loader);
/* Is this a readable, non-empty ZIP archive? */
int cl_jar_is_valid(const char *jar);
/* The Main-Class and Class-Path of a JAR, malloc'd (NULL if absent). */
char *cl_jar_manifest_attr(const char *jar, const char *attr);

/* Visit every class loader object known to the VM (GC roots). */
void cl_visit_loaders(void (*fn)(Object **ref, void *arg), void *arg);

#endif
