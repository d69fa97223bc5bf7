# Floating-point text conversion (classlib-stubs/natives/fpconv.c) checked
# against fixtures from the reference JVM; included from tests/unit.
add_executable(test_fpconv
  ${CMAKE_SOURCE_DIR}/tests/unit/test_fpconv.c
  ${CMAKE_SOURCE_DIR}/classlib-stubs/natives/fpconv.c)
target_include_directories(test_fpconv PRIVATE ${CMAKE_SOURCE_DIR}/classlib-stubs/natives)
target_link_libraries(test_fpconv PRIVATE cmocka m)
add_test(NAME fpconv COMMAND test_fpconv ${CMAKE_SOURCE_DIR}/tests/fpconv)
